import { describe, expect, it } from 'vitest';
import { chargedPaise } from './prices';
import { billingDetailsSchema, placeOfSupply, taxInvoiceNumber, taxSplitOf } from './tax-invoice';

describe("Hisaab's tax invoice for a plan (issue 31)", () => {
  it('splits a payment with 18% GST into its taxable value and tax, CGST and SGST within a state', () => {
    expect(taxSplitOf(chargedPaise('professional', 'monthly'), true)).toEqual({
      taxable: 200_00,
      cgst: 18_00,
      sgst: 18_00,
      igst: 0,
      round_off: 0,
      total: 236_00,
    });
    expect(taxSplitOf(chargedPaise('enterprise', 'yearly'), false)).toEqual({
      taxable: 3_300_00,
      cgst: 0,
      sgst: 0,
      igst: 594_00,
      round_off: 0,
      total: 3_894_00,
    });
  });

  it('adds up to exactly what was paid for a prorated charge, the odd paise as round-off', () => {
    // ₹61.37 paid: 52.01 taxable (61.37 / 1.18 = 52.008...), 4.68 + 4.68 tax, 0.00 left over.
    expect(taxSplitOf(61_37, true)).toEqual({
      taxable: 52_01,
      cgst: 4_68,
      sgst: 4_68,
      igst: 0,
      round_off: 0,
      total: 61_37,
    });
    // ₹100.00 paid: 84.75 taxable, 7.63 + 7.63 = 15.26 tax, 84.75 + 15.26 = 100.01: round-off -0.01.
    expect(taxSplitOf(100_00, true)).toEqual({
      taxable: 84_75,
      cgst: 7_63,
      sgst: 7_63,
      igst: 0,
      round_off: -1,
      total: 100_00,
    });
    for (const paid of [1, 99, 12_345, 2_596_00, 98_765_43]) {
      for (const intra of [true, false]) {
        const split = taxSplitOf(paid, intra);
        expect(split.taxable + split.cgst + split.sgst + split.igst + split.round_off).toBe(paid);
        expect(Math.abs(split.round_off)).toBeLessThanOrEqual(2);
      }
    }
  });

  it("supplies to the state of the subscriber's GSTIN, else of their address, else ours", () => {
    const ours = 'Karnataka';
    expect(placeOfSupply({ gstin: '27AAPFU0939F1ZV', state: null }, ours)).toEqual({
      state: 'Maharashtra',
      code: '27',
    });
    expect(placeOfSupply({ gstin: null, state: 'Tamil Nadu' }, ours)).toEqual({ state: 'Tamil Nadu', code: '33' });
    expect(placeOfSupply({ gstin: null, state: null }, ours)).toEqual({ state: 'Karnataka', code: '29' });
  });

  it('numbers invoices in a series per financial year, within GST’s 16 characters', () => {
    expect(taxInvoiceNumber(2026, 1)).toBe('HSB/26-27/000001');
    expect(taxInvoiceNumber(2099, 123_456)).toBe('HSB/99-00/123456');
    expect(taxInvoiceNumber(2026, 42).length).toBeLessThanOrEqual(16);
  });

  it("takes a subscriber's details only with a valid GSTIN that agrees with their state", () => {
    const details = {
      legal_name: 'Verma Medical Stores',
      gstin: '27aapfu0939f1zv',
      address: 'Laxmi Road, Pune',
      state: 'Maharashtra',
    };
    expect(billingDetailsSchema.parse(details).gstin).toBe('27AAPFU0939F1ZV');
    const elsewhere = billingDetailsSchema.safeParse({ ...details, state: 'Karnataka' });
    expect(elsewhere.error?.issues[0]).toMatchObject({
      path: ['gstin'],
      message: 'TIN state code does not match the selected state',
    });
    expect(billingDetailsSchema.safeParse({ ...details, gstin: '27AAPFU0939F1ZX' }).error?.issues[0]?.message).toBe(
      'Invalid TIN: the check character does not match',
    );
    expect(billingDetailsSchema.safeParse({ ...details, state: 'Bavaria' }).error?.issues[0]?.message).toBe(
      'Choose a state of India',
    );
    expect(billingDetailsSchema.safeParse({ legal_name: '', gstin: '', address: '', state: '' }).success).toBe(true);
  });
});
