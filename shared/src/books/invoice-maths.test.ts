import { describe, expect, it } from 'vitest';
import {
  invoiceFigures,
  invoiceQuantity,
  lineAmount,
  lineFigures,
  paymentStatus,
  roundToRupees,
  taxOn,
} from './invoice-maths';

const line = (quantity: number, rate: number, taxRate: number, discount = 0) => ({
  quantity: quantity * 1000,
  rate,
  discount,
  tax_rate: taxRate,
});

describe('invoice maths (GST.md oracles)', () => {
  it('1000 x 100.00 at 18% intra-state is 1,18,000.00 with 9,000.00 CGST and SGST', () => {
    const figures = lineFigures(line(1000, 100_00, 1800), true);
    expect(figures).toMatchObject({ amount: 1_00_000_00, taxable: 1_00_000_00, cgst: 9_000_00, sgst: 9_000_00 });
    expect(invoiceFigures([figures], 0)).toMatchObject({ tax: 18_000_00, round_off: 0, grand_total: 1_18_000_00 });
  });

  it('rate 62.51 at 18% intra-state gives CGST 5.63 and SGST 5.63', () => {
    expect(taxOn(62_51, 1800, true)).toEqual({ cgst: 5_63, sgst: 5_63, igst: 0 });
    expect(taxOn(200_00, 1800, true)).toEqual({ cgst: 18_00, sgst: 18_00, igst: 0 });
  });

  it('qty 6, taxable 600.00 at 18% totals 708.00', () => {
    expect(lineFigures(line(6, 100_00, 1800), false)).toMatchObject({ taxable: 600_00, igst: 108_00, total: 708_00 });
  });

  it('inter-state supply is IGST at the full rate', () => {
    expect(taxOn(62_51, 1800, false)).toEqual({ cgst: 0, sgst: 0, igst: 11_25 });
  });

  it('tax is on the amount after discount', () => {
    const figures = lineFigures(line(10, 50_00, 1200, 50_00), true);
    expect(figures).toMatchObject({ amount: 500_00, taxable: 450_00, cgst: 27_00, sgst: 27_00, total: 504_00 });
  });

  it('rounds the grand total to whole rupees and keeps the difference as round-off', () => {
    const lines = [lineFigures(line(1, 62_51, 1800), true)];
    // 62.51 + 5.63 + 5.63 = 73.77 -> 74.00, round-off +0.23
    expect(invoiceFigures(lines, 0)).toMatchObject({ subtotal: 62_51, tax: 11_26, round_off: 23, grand_total: 74_00 });
    // with a charge of 0.25: 74.02 -> 74.00, round-off -0.02
    expect(invoiceFigures(lines, 25)).toMatchObject({ round_off: -2, grand_total: 74_00 });
  });

  it('rounds half a rupee away from zero', () => {
    expect(roundToRupees(12_50)).toBe(13_00);
    expect(roundToRupees(12_49)).toBe(12_00);
    expect(roundToRupees(-12_50)).toBe(-13_00);
  });

  it('amount = quantity x rate to the paisa', () => {
    expect(lineAmount(2_500, 33_33)).toBe(83_33); // 2.5 x 33.33 = 83.325 -> 83.33
    expect(lineAmount(1_000, 0)).toBe(0);
  });

  it('floors quantities of whole-number units and rounds decimal units to 2 places', () => {
    expect(invoiceQuantity(2_999, false)).toBe(2_000);
    expect(invoiceQuantity(2_345, true)).toBe(2_350);
    expect(invoiceQuantity(2_344, true)).toBe(2_340);
  });

  it('derives the payment status from the paid amount', () => {
    expect(paymentStatus(0, 100_00)).toBe('Unpaid');
    expect(paymentStatus(40_00, 100_00)).toBe('Partially Paid');
    expect(paymentStatus(100_00, 100_00)).toBe('Paid');
  });
});
