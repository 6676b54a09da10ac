import { describe, expect, it } from 'vitest';
import { syrup } from '@/test/product-fixtures';
import { bill, draftLine, medicalBill, number, text } from './test/bill-fixtures';
import { billTaxRateOf, quantityAndRate, reviewValuesOf, unitCodeOf, withProduct } from './review-values';

const medicalMatch = { _id: 'p-syrup', name: 'Cough Syrup 100 ml', by: 'hsn' as const };

describe('the review form, filled from what was read off the bill', () => {
  it('takes the matched supplier, the bill number without spaces, the date, and a line per line read', () => {
    expect(reviewValuesOf(bill(), [syrup])).toEqual({
      voucher_number: 'GMA/2026/114',
      date: '2026-04-18',
      party_id: 'l-ganesh',
      additional_charge: '',
      items: [
        {
          key: 'line-0',
          read_index: 0,
          item_id: 'p-syrup',
          item: 'Cough Syrup 100 ml',
          unit: 'BTL',
          hsn_code: '30049011',
          quantity: '10',
          rate: '78',
          free_quantity: '',
          discount: '',
          tax_rate: '12',
        },
        {
          key: 'line-1',
          read_index: 1,
          item_id: '',
          item: '',
          unit: 'NOS',
          hsn_code: '',
          quantity: '50',
          rate: '11.8',
          free_quantity: '',
          discount: '',
          tax_rate: '12',
        },
      ],
    });
  });

  it("proposes a pharmacy line's batch, expiry and MRP on a batch-tracked product, with its free quantity and discount (issue 34)", () => {
    const tracked = { ...syrup, batch_tracked: true };
    const pharmacyLine = draftLine({
      description: 'Cough Syrup 100 ml',
      quantity: number(10),
      rate: number(78),
      amount: 741,
      batch: text('CS2406A'),
      expiry: text('2027-06-30'),
      mrp: number(110),
      free_quantity: number(2),
      discount: number(39),
    });
    const pharmacyBill = bill({ draft: { ...medicalBill, lines: [pharmacyLine] }, line_matches: [medicalMatch] });
    expect(reviewValuesOf(pharmacyBill, [tracked]).items[0]).toMatchObject({
      item_id: 'p-syrup',
      quantity: '10',
      free_quantity: '2',
      discount: '39',
      batch_number: 'CS2406A',
      batch_expiry: '06/2027',
      batch_mrp: '110',
    });
    // A product that keeps no batches is not given one.
    expect(reviewValuesOf(pharmacyBill, [syrup]).items[0]).not.toHaveProperty('batch_number');
    // Picked later, a batch-tracked product takes the batch the line printed.
    const unmatched = reviewValuesOf({ ...pharmacyBill, line_matches: [null] }, []).items[0];
    if (!unmatched) throw new Error('one line');
    expect(withProduct(unmatched, tracked, pharmacyLine)).toMatchObject({
      batch_number: 'CS2406A',
      batch_expiry: '06/2027',
    });
  });

  it('leaves the supplier, products and an unreadable date for the user to fill', () => {
    const values = reviewValuesOf(
      bill({
        supplier_match: null,
        line_matches: [null, null],
        draft: { ...medicalBill, bill_date: { value: '18/04/2026', confidence: 40, region: null } },
      }),
      [syrup],
    );
    expect(values).toMatchObject({ party_id: '', date: '' });
    expect(values.items.map((line) => [line.item_id, line.unit, line.hsn_code])).toEqual([
      ['', 'BTL', '30049011'],
      ['', 'NOS', ''],
    ]);
  });

  it('opens an empty form, with one empty line to fill, for a bill with nothing read (entered by hand)', () => {
    expect(reviewValuesOf(bill({ draft: null, supplier_match: null, line_matches: [] }), [])).toEqual({
      voucher_number: '',
      date: '',
      party_id: '',
      additional_charge: '',
      items: [expect.objectContaining({ read_index: null, item_id: '', item: '', quantity: '1', rate: '' })],
    });
  });

  it('makes a line of 1 at its amount when the bill prints no quantity or rate', () => {
    expect(quantityAndRate(draftLine({ description: 'Room charges', amount: 1642.86 }))).toEqual({
      quantity: '1',
      rate: '1642.86',
    });
    expect(quantityAndRate(draftLine({ description: 'Tablets', quantity: number(3), amount: 100 }))).toEqual({
      quantity: '3',
      rate: '33.33',
    });
    expect(quantityAndRate(draftLine({ description: 'Rice', rate: number(62.5), amount: 625 }))).toEqual({
      quantity: '10',
      rate: '62.5',
    });
    expect(quantityAndRate(draftLine({ description: 'Freight', rate: number(7), amount: 100 }))).toEqual({
      quantity: '1',
      rate: '100',
    });
    expect(
      quantityAndRate(draftLine({ description: 'Rice', quantity: number(2.5), rate: number(62.4), amount: 156 })),
    ).toEqual({ quantity: '2.5', rate: '62.4' });
  });

  it('reads the units bills print as catalogue units, pieces when unknown', () => {
    expect(['Nos', 'nos.', 'kg', 'Pcs', 'Piece', 'Litre', 'BOX', 'Hrs', undefined].map(unitCodeOf)).toEqual([
      'NOS',
      'NOS',
      'KGS',
      'PCS',
      'PCS',
      'LTR',
      'BOX',
      'PCS',
      'PCS',
    ]);
  });

  it("takes the bill's overall tax rate for lines without one, only when it is a rate in force", () => {
    expect(billTaxRateOf(medicalBill)).toBe(12);
    expect(billTaxRateOf({ ...medicalBill, cgst: null, sgst: null, tax_total: number(246.6) })).toBe(18);
    // 5% on one line and 18% on another: no single rate.
    expect(billTaxRateOf({ ...medicalBill, cgst: null, sgst: null, tax_total: number(150) })).toBeUndefined();
    expect(billTaxRateOf({ ...medicalBill, cgst: null, sgst: null })).toBeUndefined();
  });
});
