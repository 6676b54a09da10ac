import { describe, expect, it } from 'vitest';
import { invoiceFigures, lineFigures } from './invoice-maths';
import {
  NOTHING_RETURNED,
  addReturned,
  paymentStatusAfterNotes,
  returnLineFigures,
  returnableOf,
  valueLeftOf,
  valueLineFigures,
} from './notes';

const units = (count: number) => count * 1000;

/** An invoice line as the invoice computed it. */
function soldLine(quantity: number, rate: number, taxRate: number, intraState: boolean, discount = 0) {
  const figures = lineFigures({ quantity: units(quantity), rate, discount, tax_rate: taxRate }, intraState);
  return { quantity: units(quantity), rate, tax_rate: taxRate, ...figures };
}

describe('notes against an invoice (design 5.1)', () => {
  it('returning 2 of 5 @ 150.00 with 18% IGST is a note of 354.00 (300.00 + 54.00)', () => {
    const line = soldLine(5, 150_00, 1800, false);
    const figures = returnLineFigures(line, NOTHING_RETURNED, units(2), false);
    expect(figures).toMatchObject({ amount: 300_00, discount: 0, taxable: 300_00, igst: 54_00, cgst: 0, tax: 54_00 });
    expect(invoiceFigures([figures], 0).grand_total).toBe(354_00);
    const returned = addReturned(NOTHING_RETURNED, { ...figures, quantity: units(2) }, 1);
    expect(returnableOf(line, returned)).toBe(units(3));
  });

  it('strips returned one at a time add up to the line: the last takes what is left of each tax', () => {
    const line = soldLine(3, 1_75, 1200, true);
    expect(line).toMatchObject({ taxable: 5_25, cgst: 32, sgst: 32 });
    let returned = NOTHING_RETURNED;
    const notes = [];
    for (let strip = 0; strip < 3; strip++) {
      const figures = returnLineFigures(line, returned, units(1), true);
      notes.push(figures);
      returned = addReturned(returned, { ...figures, quantity: units(1) }, 1);
    }
    expect(notes.map((note) => [note.taxable, note.cgst, note.sgst])).toEqual([
      [1_75, 11, 11],
      [1_75, 11, 11],
      [1_75, 10, 10],
    ]);
    expect(returned).toEqual({ quantity: units(3), taxable: 5_25, cgst: 32, sgst: 32, igst: 0 });
    expect(returnableOf(line, returned)).toBe(0);
  });

  it("a return takes its share of the line's discount: 2 of 5 @ 150.00 less 50.00 is 280.00", () => {
    const line = soldLine(5, 150_00, 0, true, 50_00);
    expect(line.taxable).toBe(700_00);
    expect(returnLineFigures(line, NOTHING_RETURNED, units(2), true)).toMatchObject({
      amount: 300_00,
      discount: 20_00,
      taxable: 280_00,
    });
  });

  it('a lower price of 100.00 on 5 @ 150.00 + 18% IGST is 118.00, moves no goods, and later returns share what is left', () => {
    const line = soldLine(5, 150_00, 1800, false);
    const lowered = valueLineFigures(line, NOTHING_RETURNED, 100_00, false, 'value');
    expect(lowered).toMatchObject({ amount: 100_00, discount: 0, taxable: 100_00, igst: 18_00, total: 118_00 });
    const returned = addReturned(NOTHING_RETURNED, { ...lowered, quantity: 0 }, 1);
    expect([returnableOf(line, returned), valueLeftOf(line, returned)]).toEqual([units(5), 650_00]);
    // 650.00 x 2/5 = 260.00, IGST 46.80
    expect(returnLineFigures(line, returned, units(2), false)).toMatchObject({ taxable: 260_00, igst: 46_80 });
  });

  it('lowering all the value left takes exactly what is left of each tax', () => {
    const line = soldLine(3, 1_75, 1200, true);
    const first = returnLineFigures(line, NOTHING_RETURNED, units(1), true);
    const returned = addReturned(NOTHING_RETURNED, { ...first, quantity: units(1) }, 1);
    expect(valueLineFigures(line, returned, 3_50, true, 'value')).toMatchObject({ taxable: 3_50, cgst: 21, sgst: 21 });
    // 3.33 at 6% + 6% would be 0.20 + 0.20; all of the 3.50 left takes the 0.21 + 0.21 left.
    expect(valueLineFigures(line, returned, 3_33, true, 'value')).toMatchObject({ cgst: 20, sgst: 20 });
  });

  it('a raise is taxed at the line rate and counts as value taken back negatively', () => {
    const line = soldLine(5, 150_00, 1800, true);
    const raised = valueLineFigures(line, NOTHING_RETURNED, 50_00, true, 'increase');
    expect(raised).toMatchObject({ taxable: 50_00, cgst: 4_50, sgst: 4_50, total: 59_00 });
    const returned = addReturned(NOTHING_RETURNED, { ...raised, quantity: 0 }, -1);
    expect(valueLeftOf(line, returned)).toBe(800_00);
    expect(returnLineFigures(line, returned, units(5), true)).toMatchObject({ taxable: 800_00, cgst: 72_00 });
  });

  it('payment status counts what notes credited and raised', () => {
    expect(paymentStatusAfterNotes(885_00, 885_00, 0, 59_00)).toBe('Partially Paid');
    expect(paymentStatusAfterNotes(944_00, 885_00, 0, 59_00)).toBe('Paid');
    expect(paymentStatusAfterNotes(0, 885_00, 354_00)).toBe('Unpaid');
    expect(paymentStatusAfterNotes(300_00, 885_00, 354_00)).toBe('Partially Paid');
    expect(paymentStatusAfterNotes(531_00, 885_00, 354_00)).toBe('Paid');
    expect(paymentStatusAfterNotes(0, 885_00, 885_00)).toBe('Paid');
    expect(paymentStatusAfterNotes(0, 885_00, 0)).toBe('Unpaid');
  });
});
