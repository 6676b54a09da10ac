import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { replacementSteps } from './posting';
import type { StoredInvoiceLine, VoucherRecord } from './voucher-record';

/**
 * DynamoDB takes at most 100 actions in one transaction, and a voucher is one transaction. The
 * heaviest edits: a 250-line invoice over 250 products (every chunk) and 40 HSN codes, moved to
 * another month with new quantities, or to another financial year, party and number with every
 * ledger changed and intra-state turned inter-state. The roll-ups a voucher keeps must leave them
 * room; what is beyond 100 is refused with a message.
 */
const products = Array.from({ length: 250 }, () => randomUUID());

function invoice(
  type: 'Sales' | 'Purchase',
  change: { date: string; number: string; party: string; ledgers: string[]; intra: boolean },
): VoucherRecord {
  const lines: StoredInvoiceLine[] = products.map((product_id, index) => ({
    index,
    product_id,
    name: `Medicine ${index}`,
    unit: 'PCS',
    hsn_code: `3004${String(index % 40).padStart(4, '0')}`,
    quantity: 1000,
    rate: 10000,
    amount: 10000,
    discount: 0,
    taxable: 10000,
    tax_rate: 1200,
    cgst: change.intra ? 600 : 0,
    sgst: change.intra ? 600 : 0,
    igst: change.intra ? 0 : 1200,
    tax: 1200,
    total: 11200,
    order_number: null,
    order_due_date: null,
  }));
  const total = 250 * 11200;
  const share = total / change.ledgers.length;
  return {
    voucher_id: 'voucher',
    company_id: 'company',
    voucher_type: type,
    voucher_number: change.number,
    date: change.date,
    party_id: change.party,
    party: {
      name: change.party,
      group: type === 'Sales' ? 'Debtors' : 'Creditors',
      tin: '27AAPFU0939F1ZV',
      address: null,
      state: null,
      country: null,
      pincode: null,
      phone: null,
      email: null,
    },
    account_id: null,
    place_of_supply: change.intra ? 'Maharashtra' : 'Karnataka',
    intra_state: change.intra,
    tax_enabled: true,
    narration: null,
    reference_number: null,
    reference_date: null,
    mode_of_transport: null,
    vehicle_number: null,
    payment_mode: null,
    due_date: null,
    paid_amount: 0,
    payment_status: 'Unpaid',
    subtotal: 250 * 10000,
    discount: 0,
    taxable: 250 * 10000,
    cgst: 0,
    sgst: 0,
    igst: 0,
    tax: 250 * 1200,
    additional_charge: 0,
    round_off: 0,
    grand_total: total,
    lines,
    accounting: [
      { index: 0, ledger_id: change.party, ledger_name: change.party, amount: -total },
      ...change.ledgers.map((ledger, index) => ({
        index: index + 1,
        ledger_id: ledger,
        ledger_name: ledger,
        amount: share,
      })),
    ],
    status: 'active',
    version: 1,
    created_at: '2025-11-10T10:00:00.000Z',
    created_by: 'user',
    updated_at: '2025-11-10T10:00:00.000Z',
    updated_by: 'user',
  };
}

/** The whole transaction of an edit: the voucher, its audit entry, its roll-ups, the stock version. */
const editActions = (before: VoucherRecord, after: VoucherRecord) =>
  replacementSteps(before, after, 'update', 'user').length;

const withQuantity = (voucher: VoucherRecord, quantity: number): VoucherRecord => ({
  ...voucher,
  lines: voucher.lines.map((line) => ({ ...line, quantity })),
});

describe('the heaviest voucher edits', () => {
  const original = (type: 'Sales' | 'Purchase') =>
    invoice(type, {
      date: '2025-11-10',
      number: 'B-1',
      party: 'party-a',
      ledgers: ['sales-a', 'cgst', 'sgst', 'round-off-a', 'charges-a'],
      intra: true,
    });
  const elsewhere = (type: 'Sales' | 'Purchase') =>
    invoice(type, {
      date: '2026-04-20',
      number: 'B-2',
      party: 'party-b',
      ledgers: ['sales-b', 'igst', 'round-off-b', 'charges-b'],
      intra: false,
    });

  // Counted: Sales 97, Purchase 93 (docs/decisions.md, Stock figures over any period).
  it.each(['Sales', 'Purchase'] as const)(
    'fits a %s invoice moved to another month with every quantity changed in 100 actions',
    (type) => {
      const before = original(type);
      const actions = editActions(before, withQuantity({ ...before, date: '2025-12-10' }, 2000));
      expect(actions).toBeGreaterThan(80);
      expect(actions).toBeLessThanOrEqual(100);
    },
  );

  // Counted: Sales 100, Purchase 96.
  it.each(['Sales', 'Purchase'] as const)(
    'fits a %s invoice moved to another financial year, party, number and ledgers in 100 actions',
    (type) => {
      const actions = editActions(original(type), elsewhere(type));
      expect(actions).toBeGreaterThan(90);
      expect(actions).toBeLessThanOrEqual(100);
    },
  );

  // Counted: Sales 116, Purchase 112: refused with a message (posting.ts); the user changes the
  // date and the quantities in two edits.
  it('needs more than 100 actions for that move with every quantity changed as well', () => {
    expect(editActions(original('Sales'), withQuantity(elsewhere('Sales'), 2000))).toBeGreaterThan(100);
  });
});
