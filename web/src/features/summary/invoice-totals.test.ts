import { describe, expect, it } from 'vitest';
import { invoiceTotals } from './invoice-totals';

describe('invoiceTotals (an expanded row’s Totals)', () => {
  it('counts the invoices and adds up their quantities, amounts and tax', () => {
    // 3 at ₹250 and 2 at ₹10, both at 12%: ₹750 + ₹90 tax, ₹20 + ₹2.40 tax.
    expect(
      invoiceTotals([
        { quantity: 3, total_amount: 840, taxable_value: 750, total_tax: 90, items: 1 },
        { quantity: 2, total_amount: 22.4, taxable_value: 20, total_tax: 2.4, items: 2 },
      ]),
    ).toEqual({ count: 2, items: 3, quantity: 5, total_amount: 862.4, taxable_value: 770, total_tax: 92.4 });
  });

  it('adds up in paise and thousandths, so no float creeps in', () => {
    const totals = invoiceTotals([
      { quantity: 0.1, total_amount: 0.1, taxable_value: 0.1, total_tax: 0.1 },
      { quantity: 0.2, total_amount: 0.2, taxable_value: 0.2, total_tax: 0.2 },
    ]);
    expect(totals.total_amount).toBe(0.3);
    expect(totals.quantity).toBe(0.3);
    expect(totals.items).toBe(0);
  });

  it('is all zeros with no invoices', () => {
    expect(invoiceTotals([])).toEqual({
      count: 0,
      items: 0,
      quantity: 0,
      total_amount: 0,
      taxable_value: 0,
      total_tax: 0,
    });
  });
});
