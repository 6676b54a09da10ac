import { describe, expect, it } from 'vitest';
import type { OpenInvoiceRecord } from '#lib/db/open-dues';
import { ageingOf } from './ageing';

const invoice = (partyId: string, dueOn: string, due: number): OpenInvoiceRecord => ({
  voucherId: `${partyId}-${dueOn}`,
  type: 'Sales',
  number: `SI ${dueOn}`,
  date: dueOn,
  dueOn,
  partyId,
  partyName: partyId === 'sharma' ? 'Sharma Medical' : 'Gupta Stores',
  due,
  createdAt: `${dueOn}T10:00:00.000Z`,
  amount: -due,
  grandTotal: due,
});

describe('ageing (issue 32)', () => {
  it('puts each open invoice in the column of its days past due on the day asked, party by party', () => {
    const today = '2026-11-28';
    const { parties, totals } = ageingOf(
      [
        invoice('sharma', '2026-12-05', 100), // not yet due
        invoice('sharma', '2026-11-28', 200), // due today: 0 days
        invoice('sharma', '2026-10-29', 300), // 30 days
        invoice('sharma', '2026-10-28', 400), // 31 days
        invoice('gupta', '2026-08-30', 500), // 90 days
        invoice('gupta', '2026-08-29', 600), // 91 days
      ],
      new Map([
        ['gupta', { name: 'Gupta Stores', balance: 1100 }],
        ['sharma', { name: 'Sharma Medical', balance: 700 }],
        ['mehta', { name: 'Mehta Chemists', balance: 250 }],
        ['idle', { name: 'Idle Traders', balance: 0 }],
      ]),
      today,
    );
    expect(parties).toEqual([
      {
        id: 'gupta',
        name: 'Gupta Stores',
        invoices: 2,
        not_due: 0,
        days_0_30: 0,
        days_31_60: 0,
        days_61_90: 500,
        over_90: 600,
        total: 1100,
        on_account: 0,
        balance: 1100,
      },
      {
        id: 'sharma',
        name: 'Sharma Medical',
        invoices: 4,
        not_due: 100,
        days_0_30: 500,
        days_31_60: 400,
        days_61_90: 0,
        over_90: 0,
        total: 1000,
        // A receipt of 300.00 not set against an invoice.
        on_account: -300,
        balance: 700,
      },
      // An opening balance, no invoice.
      {
        id: 'mehta',
        name: 'Mehta Chemists',
        invoices: 0,
        not_due: 0,
        days_0_30: 0,
        days_31_60: 0,
        days_61_90: 0,
        over_90: 0,
        total: 0,
        on_account: 250,
        balance: 250,
      },
    ]);
    expect(totals).toEqual({
      not_due: 100,
      days_0_30: 500,
      days_31_60: 400,
      days_61_90: 500,
      over_90: 600,
      total: 2100,
      on_account: -50,
      balance: 2050,
    });
  });
});
