import { describe, expect, it } from 'vitest';
import { checkSupplier, supplierValuesOf } from './new-supplier';
import { medicalBill, text } from './test/bill-fixtures';

describe("the bill's new supplier", () => {
  it('is named as the bill names it, in the state its GSTIN says', () => {
    expect(supplierValuesOf(medicalBill)).toEqual({
      name: 'Shree Ganesh Medical Agencies',
      tin: '27AAPFU0939F1ZV',
      state: 'Maharashtra',
    });
    expect(supplierValuesOf({ ...medicalBill, supplier_gstin: text(' 06aabco6063d1zq ') })).toMatchObject({
      tin: '06AABCO6063D1ZQ',
      state: 'Haryana',
    });
    expect(supplierValuesOf(null)).toEqual({ name: '', tin: '', state: '' });
  });

  it('becomes a Creditor in India through the ledger rules', () => {
    expect(checkSupplier(supplierValuesOf(medicalBill), 'c-1', true)).toEqual({
      ok: true,
      input: expect.objectContaining({
        name: 'Shree Ganesh Medical Agencies',
        company_id: 'c-1',
        parent: 'Creditors',
        mailing_country: 'India',
        mailing_state: 'Maharashtra',
        tin: '27AAPFU0939F1ZV',
      }) as unknown,
    });
  });

  it('needs a GSTIN and a state when the company charges tax, and a name always', () => {
    const unnamed = { name: '', tin: '', state: '' };
    expect(checkSupplier(unnamed, 'c-1', true)).toEqual({
      ok: false,
      issues: [
        { field: 'name', message: 'Billing Name is required. This name is used for invoicing and legal purposes.' },
        { field: 'state', message: 'Billing state is required.' },
        { field: 'tin', message: 'TIN is required.' },
      ],
    });
    expect(checkSupplier({ name: 'Sharma Traders', tin: '', state: '' }, 'c-1', false).ok).toBe(true);
    expect(
      checkSupplier({ name: 'Sharma Traders', tin: '27AAPFU0939F1ZX', state: 'Maharashtra' }, 'c-1', true),
    ).toEqual({
      ok: false,
      issues: [{ field: 'tin', message: 'Invalid TIN: the check character does not match' }],
    });
  });
});
