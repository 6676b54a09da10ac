import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisedNumber, pairKey, reconcile, type ReconDecisions, type ReconDocument } from './reconcile';

const CIPLA = '27AAGCS2288K1ZV';
const HARYANA = '06AABCO6063D1ZQ';

const bill = (id: string, fields: Partial<ReconDocument>): ReconDocument => ({
  id,
  gstin: CIPLA,
  kind: 'invoice',
  number: 'INV/2025-26/040',
  date: '2026-10-05',
  taxable: 10_000_00,
  igst: 0,
  cgst: 900_00,
  sgst: 900_00,
  ...fields,
});

describe('bill numbers as suppliers write them', () => {
  it('drop the financial year, separators and leading zeros', () => {
    expect(normalisedNumber('INV/2025-26/040')).toBe('INV40');
    expect(normalisedNumber('inv-40')).toBe('INV40');
    expect(normalisedNumber('FY25-26/INV 0040')).toBe('INV40');
    expect(normalisedNumber('CPL/2026-2027/00123')).toBe('CPL123');
  });

  it('keep numbers that are not a financial year', () => {
    expect(normalisedNumber('INV/12-40')).toBe('INV1240');
    expect(normalisedNumber('2024')).toBe('2024');
  });
});

describe('GSTR-2B against the books (issue 33)', () => {
  it('finds the exact match, the one-rupee difference, the bill numbered differently, and what is missing', () => {
    const twoB = [
      bill('b-exact', { number: 'CPL/0101', date: '2026-10-02' }),
      bill('b-rupee', { number: 'CPL/0102', cgst: 900_40, sgst: 900_40 }),
      bill('b-renamed', { number: 'INV/2025-26/040', date: '2026-10-05' }),
      bill('b-unentered', { number: 'CPL/0103' }),
      bill('b-haryana', { gstin: HARYANA, number: 'HD/77', igst: 1_800_00, cgst: 0, sgst: 0 }),
    ];
    const books = [
      bill('p-exact', { number: 'CPL/0101', date: '2026-10-02' }),
      bill('p-rupee', { number: 'CPL/0102' }),
      bill('p-renamed', { number: 'INV-40', date: '2026-10-07' }),
      bill('p-unfiled', { number: 'CPL/0099' }),
    ];
    const result = reconcile(twoB, books);
    expect(result.pairs.map((pair) => [pair.kind, pair.twoB.id, pair.books.id, pair.reason])).toEqual([
      ['exact', 'b-exact', 'p-exact', 'Same bill'],
      ['suggested', 'b-rupee', 'p-rupee', 'Amounts differ by ₹0.40'],
      [
        'suggested',
        'b-renamed',
        'p-renamed',
        'Bill number INV-40 read as INV/2025-26/040; Dated 2026-10-05 in 2B, 2026-10-07 in the books',
      ],
    ]);
    expect(result.missingInBooks.map((row) => row.id)).toEqual(['b-unentered', 'b-haryana']);
    expect(result.missingIn2B.map((row) => row.id)).toEqual(['p-unfiled']);
  });

  it('calls the same bill with other amounts or other tax heads a mismatch', () => {
    const result = reconcile(
      [
        bill('b1', { number: 'A/1', taxable: 12_000_00 }),
        bill('b2', { number: 'A/2', igst: 1_800_00, cgst: 0, sgst: 0 }),
      ],
      [bill('p1', { number: 'A/1' }), bill('p2', { number: 'A/2' })],
    );
    expect(result.pairs.map((pair) => [pair.kind, pair.reason])).toEqual([
      ['mismatch', 'Amounts differ by ₹2,000.00'],
      ['mismatch', '2B has IGST, the books CGST and SGST'],
    ]);
  });

  it('does not pair a bill numbered differently when the dates are far apart, nor an invoice with a note', () => {
    const result = reconcile(
      [bill('b1', { number: 'INV/2025-26/040', date: '2026-10-01' }), bill('b2', { number: 'N/5', kind: 'note' })],
      [bill('p1', { number: 'INV-40', date: '2026-10-20' }), bill('p2', { number: 'N/5' })],
    );
    expect(result.pairs).toEqual([]);
  });

  it('uses each document once, the exact match before the suggestion', () => {
    const twoB = [bill('b1', { number: 'X/7' })];
    const books = [bill('p-near', { number: 'X-7', cgst: 900_50, sgst: 900_50 }), bill('p-same', { number: 'X/7' })];
    const result = reconcile(twoB, books);
    expect(result.pairs.map((pair) => [pair.kind, pair.books.id])).toEqual([['exact', 'p-same']]);
    expect(result.missingIn2B.map((row) => row.id)).toEqual(['p-near']);
  });

  it("keeps the user's pairs first and never remakes a pair the user took apart", () => {
    const twoB = [bill('b1', { number: 'X/7' }), bill('b2', { number: 'Y/9' }), bill('b3', { number: 'Z/1' })];
    const books = [
      bill('p-same', { number: 'X/7' }),
      bill('p-other', { number: 'Q/2' }),
      bill('p-z', { number: 'Z/1' }),
    ];
    const decisions: ReconDecisions = {
      // b1 is, says the user, the bill entered as Q/2 (not the exact X/7); b2 was accepted, but its purchase is gone.
      links: new Map([
        ['b1', { booksId: 'p-other', how: 'linked' as const }],
        ['b2', { booksId: 'p-deleted', how: 'accepted' as const }],
      ]),
      unlinked: new Set([pairKey('b3', 'p-z')]),
    };
    const result = reconcile(twoB, books, decisions);
    expect(result.pairs.map((pair) => [pair.kind, pair.twoB.id, pair.books.id, pair.reason])).toEqual([
      ['linked', 'b1', 'p-other', 'Linked by hand'],
    ]);
    expect(result.missingInBooks.map((row) => row.id)).toEqual(['b2', 'b3']);
    expect(result.missingIn2B.map((row) => row.id)).toEqual(['p-same', 'p-z']);
  });

  it('accounts for every document exactly once, whatever the two sides hold', () => {
    const document = (side: string) =>
      fc
        .record({
          n: fc.integer({ min: 1, max: 6 }),
          gstin: fc.constantFrom(CIPLA, HARYANA),
          day: fc.integer({ min: 1, max: 28 }),
          taxable: fc.integer({ min: 0, max: 5_000_00 }),
          kind: fc.constantFrom('invoice' as const, 'note' as const),
        })
        .map(({ n, gstin, day, taxable, kind }) =>
          bill('', {
            gstin,
            kind,
            number: `B/${n}`,
            date: `2026-10-${String(day).padStart(2, '0')}`,
            taxable,
            cgst: 0,
            sgst: 0,
          }),
        )
        .chain((row) => fc.uuid().map((id) => ({ ...row, id: `${side}-${id}` })));
    fc.assert(
      fc.property(
        fc.array(document('b'), { maxLength: 30 }),
        fc.array(document('p'), { maxLength: 30 }),
        (twoB, books) => {
          const result = reconcile(twoB, books);
          const seen2B = [...result.pairs.map((pair) => pair.twoB.id), ...result.missingInBooks.map((row) => row.id)];
          const seenBooks = [...result.pairs.map((pair) => pair.books.id), ...result.missingIn2B.map((row) => row.id)];
          expect(seen2B.sort()).toEqual(twoB.map((row) => row.id).sort());
          expect(seenBooks.sort()).toEqual(books.map((row) => row.id).sort());
          for (const pair of result.pairs) expect(pair.twoB.gstin).toBe(pair.books.gstin);
        },
      ),
    );
  });
});
