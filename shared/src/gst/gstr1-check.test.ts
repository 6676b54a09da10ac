import { describe, expect, it } from 'vitest';
import type { Gstr1 } from '../reports/gstr1-docs';
import { gstr1Differences, isGstr1 } from './gstr1-check';

const item = (txval: number, camt: number) => ({
  num: 1,
  itm_det: { rt: 18, txval, iamt: 0, camt, samt: camt, csamt: 0 },
});
const invoice = (inum: string, txval: number) => ({
  inum,
  idt: '05-10-2026',
  val: txval * 1.18,
  pos: '27',
  itms: [item(txval, txval * 0.09)],
});
const gstr1 = (fields: Partial<Gstr1>): Partial<Gstr1> => ({ gstin: '27AAPFU0939F1ZV', fp: '102026', ...fields });

describe('GSTR-1 as filed against the books (issue 33)', () => {
  it('lists each document that differs, is missing from the filed return, or is no longer in the books', () => {
    const filed = gstr1({
      b2b: [{ ctin: '27AAGCS2288K1ZV', inv: [invoice('SI/1', 1000), invoice('SI/2', 2000), invoice('SI/3', 500)] }],
      b2cs: [{ sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 18, txval: 300, iamt: 0, camt: 27, samt: 27, csamt: 0 }],
    });
    const books = gstr1({
      // SI/2 edited after filing, SI/3 cancelled, SI/4 entered late, a credit note raised since.
      b2b: [{ ctin: '27AAGCS2288K1ZV', inv: [invoice('SI/1', 1000), invoice('si/2', 2100), invoice('SI/4', 400)] }],
      cdnr: [
        {
          ctin: '27AAGCS2288K1ZV',
          nt: [
            {
              ntty: 'C',
              nt_num: 'CN/1',
              nt_dt: '06-10-2026',
              val: 118,
              pos: '27',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [item(100, 9)],
            },
          ],
        },
      ],
      b2cs: [{ sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 18, txval: 300, iamt: 0, camt: 27, samt: 27, csamt: 0 }],
    });
    expect(gstr1Differences(filed, books).map((row) => [row.kind, row.key, row.filed, row.books, row.reason])).toEqual([
      ['Invoice', 'si/2', { taxable: 2000, tax: 360 }, { taxable: 2100, tax: 378 }, 'Amounts differ'],
      ['Invoice', 'SI/4', null, { taxable: 400, tax: 72 }, 'Not in the filed GSTR-1'],
      ['Credit note', 'CN/1', null, { taxable: -100, tax: -18 }, 'Not in the filed GSTR-1'],
      ['Invoice', 'SI/3', { taxable: 500, tax: 90 }, null, 'Not in the books'],
    ]);
    expect(gstr1Differences(books, books)).toEqual([]);
  });

  it('knows a GSTR-1 from other JSON', () => {
    expect(isGstr1({ gstin: '27AAPFU0939F1ZV', fp: '102026', b2b: [] })).toBe(true);
    expect(isGstr1({ data: { gstin: 'x' } })).toBe(false);
    expect(isGstr1(null)).toBe(false);
  });
});
