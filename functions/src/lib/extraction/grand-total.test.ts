import { describe, expect, it } from 'vitest';
import type { ExpenseReading } from './expense-readings';
import { grandTotal } from './grand-total';

const total = (label: string, text: string, confidence = 90, type = 'TOTAL'): ExpenseReading => ({
  type,
  label,
  text,
  confidence,
  region: null,
  page: 1,
  currency: '',
  groups: [],
});

describe('grandTotal', () => {
  it("takes 'Grand Total' over a bare 'Total' before round off, even a less confident one", () => {
    expect(grandTotal([total('Total', '1,49,701.44', 99), total('Grand Total', '1,49,701.00', 80)])?.value).toBe(
      149701,
    );
  });

  it("takes a bare 'Total' over 'Balance Due' after an advance", () => {
    expect(grandTotal([total('Balance Due', '6,800.00'), total('TOTAL', '11,800.00')])?.value).toBe(11800);
  });

  it("takes 'Amount Due' over unclear labels such as 'Charges', and anything over 'Total Paid' or 'Balance'", () => {
    expect(grandTotal([total('Charges', '$5,680.81'), total('AMOUNT DUE', '$4,544.65')])?.value).toBe(4544.65);
    expect(grandTotal([total('Balance', '$0.00'), total('Fee', '$60.00')])?.value).toBe(60);
    expect(grandTotal([total('', '$0.00', 99, 'AMOUNT_DUE'), total('Total Paid', '$60.00')])?.value).toBe(0);
  });

  it('reads the labels of other languages: the total to pay over one before tax, never a tax (issue 34)', () => {
    expect(grandTotal([total('Total HT', '1 028,80 €'), total('Total TVA', '205,76 €')])).toBeNull();
    expect(grandTotal([total('Total HT', '1 028,80 €'), total('Net à payer', '1 234,56 €')])?.value).toBe(1234.56);
    expect(grandTotal([total('Zwischensumme', '210,08'), total('Gesamtbetrag', '250,00 EUR')])?.value).toBe(250);
    expect(grandTotal([total('Totale imponibile', '110,00'), total('Totale', '125,00€')])?.value).toBe(125);
    expect(grandTotal([total('TOTAL A PAGAR', '110,00€'), total('TOTAL', '110,00€', 99)])?.value).toBe(110);
    expect(grandTotal([total('MwSt', '39,92'), total('Summe', '249,92')])?.value).toBe(249.92);
  });

  it('takes the largest of equally labelled totals, then the most confident', () => {
    expect(grandTotal([total('Total', '100.00', 99), total('Total', '118.00', 70)])?.value).toBe(118);
    expect(grandTotal([total('Total', '118.00', 70), total('Total', '118.00', 99)])?.confidence).toBe(99);
  });

  it('ignores TOTAL fields that count items or tax, and text that is no amount', () => {
    expect(grandTotal([total('Total Qty', '2650'), total('Total GST', '500.00'), total('Total', 'Visa')])).toBeNull();
    expect(grandTotal([total('Total Amount (incl. GST)', '1,180.00')])?.value).toBe(1180);
  });
});
