import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { voucherInputSchema } from '@app/shared/books/voucher-input';
import type { ProductRecord } from '#lib/db/products';
import { postingContext } from '../../../test/posting-context';
import { buildVoucher } from './build-voucher';
import { linkedChanges } from './linked-invoices';
import { applyNote } from './note-original';
import { replacementSteps, rollUpSteps } from './posting';
import type { VoucherRecord } from './voucher-record';

/**
 * DynamoDB takes at most 100 actions in one transaction, and a voucher is one transaction. The
 * heaviest edits, built by the voucher engine: a 250-line invoice over 250 products (every chunk)
 * and 40 HSN codes, moved to another month with new quantities, or into the next financial year
 * to another party, intra-state turned inter-state. The roll-ups a voucher keeps must leave them
 * room; what is beyond 100 is refused with a message.
 */
const products = new Map(
  Array.from({ length: 250 }, (_, index): [string, ProductRecord] => {
    const id = randomUUID();
    const hsn = `3004${String(index % 40).padStart(4, '0')}`;
    return [
      id,
      {
        product_id: id,
        stock_item_name: `Medicine ${index}`,
        unit: 'PCS',
        hsn_code: hsn,
        tax_rate: 1200,
      } as ProductRecord,
    ];
  }),
);

const contextOf = (type: 'Sales' | 'Purchase', party: string, intraState: boolean) =>
  postingContext({
    companyId: 'company',
    party: {
      id: party,
      name: party,
      group: type === 'Sales' ? 'Debtors' : 'Creditors',
      tin: intraState ? '27AAPFU0939F1ZV' : '29AAGCB7383J1Z4',
    },
    intraState,
    products,
  });

interface Version {
  date: string;
  party: string;
  intraState: boolean;
  quantity: number;
  billNumber: string;
}

/** The voucher as the engine builds it on `today`, as a new voucher or an edit of `previous`. */
function build(type: 'Sales' | 'Purchase', version: Version, today: string, previous: VoucherRecord | null) {
  vi.setSystemTime(new Date(`${today}T06:30:00Z`));
  const input = voucherInputSchema.parse({
    company_id: 'company',
    voucher_type: type,
    date: version.date,
    party_name_id: version.party,
    voucher_number: type === 'Purchase' ? version.billNumber : undefined,
    // 99.99 a line: the grand total needs a round-off.
    items: [...products.keys()].map((id) => ({ item_id: id, quantity: version.quantity, rate: '99.99', tax_rate: 12 })),
  });
  return buildVoucher(input, contextOf(type, version.party, version.intraState), {
    voucherId: 'voucher',
    voucherNumber: type === 'Purchase' ? version.billNumber : 'SI/25-26/0001',
    actorId: 'user',
    now: `${today}T06:30:00Z`,
    today,
    previous,
  });
}

const original: Version = { date: '2026-03-10', party: 'party-a', intraState: true, quantity: 1, billNumber: 'B-1' };

/** The whole transaction of an edit: the voucher, its audit entry, its roll-ups, the stock version. */
function editActions(type: 'Sales' | 'Purchase', edited: Version, editedOn: string) {
  const before = build(type, original, '2026-03-20', null);
  const after = build(type, edited, editedOn, before);
  return replacementSteps(before, after, 'update', 'user').length;
}

const nextYear: Version = { date: '2026-04-20', party: 'party-b', intraState: false, quantity: 1, billNumber: 'B-2' };

describe('the heaviest voucher edits', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  // Counted: Sales 96, Purchase 92 (docs/decisions.md, Stock figures over any period).
  it.each(['Sales', 'Purchase'] as const)(
    'fits a %s invoice moved to another month with every quantity changed in 100 actions',
    (type) => {
      const actions = editActions(type, { ...original, date: '2026-02-10', quantity: 2 }, '2026-03-20');
      expect(actions).toBeGreaterThan(80);
      expect(actions).toBeLessThanOrEqual(100);
    },
  );

  // Counted: Sales 90, Purchase 86.
  it.each(['Sales', 'Purchase'] as const)(
    'fits a %s invoice moved into the next financial year, to another party, inter-state, in 100 actions',
    (type) => {
      const actions = editActions(type, nextYear, '2026-04-25');
      expect(actions).toBeGreaterThan(80);
      expect(actions).toBeLessThanOrEqual(100);
    },
  );

  // Counted: Sales 106, Purchase 102: refused with a message (posting.ts); the user moves the
  // invoice and changes its quantities in two edits.
  it.each(['Sales', 'Purchase'] as const)(
    'needs more than 100 for a %s invoice so moved with new quantities too',
    (type) => {
      const actions = editActions(type, { ...nextYear, quantity: 2 }, '2026-04-25');
      expect(actions).toBeGreaterThan(100);
    },
  );
});

/** A credit note returning `quantity` of every line of a 250-line sale (the original, as posted). */
function noteOf(sale: VoucherRecord, quantity: number, previous: VoucherRecord | null) {
  const input = voucherInputSchema.parse({
    company_id: 'company',
    voucher_type: 'Credit Note',
    date: '2026-03-15',
    party_name_id: sale.party_id,
    original_voucher_id: sale.voucher_id,
    items: sale.lines.map((line) => ({ original_line: line.index, quantity })),
  });
  const context = { ...contextOf('Sales', sale.party_id, sale.intra_state), original: sale };
  return buildVoucher(input, context, {
    voucherId: 'note',
    voucherNumber: 'CN/25-26/0001',
    actorId: 'user',
    now: '2026-03-20T06:30:00Z',
    today: '2026-03-20',
    previous,
  });
}

describe('the heaviest notes', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  // Counted: 71 = voucher, idempotency, serial, number, audit (5), the note's roll-ups (no tax
  // ledgers split, no invoice count) and the invoice's item and list row (design 3.3 planned 84).
  it('fits a credit note returning every line of a 250-line sale in 100 actions', () => {
    const sale = build('Sales', { ...original, quantity: 3 }, '2026-03-20', null);
    const note = noteOf(sale, 1, null);
    const actions = 5 + rollUpSteps(null, note, linkedChanges(new Map([[sale.voucher_id, sale]]), null, note)).length;
    expect(actions).toBeGreaterThan(70);
    expect(actions).toBeLessThanOrEqual(100);
  });

  // Counted: 68.
  it('fits an edit of that note changing every quantity in 100 actions', () => {
    const sale = build('Sales', { ...original, quantity: 3 }, '2026-03-20', null);
    const before = noteOf(sale, 1, null);
    const applied = applyNote(sale, null, before);
    const after = noteOf(applied, 2, before);
    const actions = replacementSteps(before, after, 'update', 'user', new Map([[applied.voucher_id, applied]])).length;
    expect(actions).toBeGreaterThan(60);
    expect(actions).toBeLessThanOrEqual(100);
  });

  // Issue 32, counted: 77. Each line touches its ledger, its day and its statement row, before and after.
  it('fits a 10-line journal moved to another month, every ledger changed, in 100 actions', () => {
    const journal = (ledgers: string[], date: string, previous: VoucherRecord | null) => {
      vi.setSystemTime(new Date('2026-03-20T06:30:00Z'));
      const input = voucherInputSchema.parse({
        company_id: 'company',
        voucher_type: 'Journal',
        date,
        accounting: ledgers.map((ledger, index) => ({ ledger_id: ledger, amount: index < 5 ? -100 : 100 })),
      });
      const context = {
        ...contextOf('Sales', ledgers[0] ?? '', true),
        journal: ledgers.map((ledger) => ({ ledger_id: ledger, ledger_name: ledger })),
      };
      return buildVoucher(input, context, {
        voucherId: 'journal',
        voucherNumber: 'JV/25-26/0001',
        actorId: 'user',
        now: '2026-03-20T06:30:00Z',
        today: '2026-03-20',
        previous,
      });
    };
    const ledgers = () => Array.from({ length: 10 }, () => randomUUID());
    const before = journal(ledgers(), '2026-02-10', null);
    const after = journal(ledgers(), '2026-03-10', before);
    const actions = replacementSteps(before, after, 'update', 'user').length;
    expect(actions).toBeGreaterThan(60);
    expect(actions).toBeLessThanOrEqual(100);
  });
});
