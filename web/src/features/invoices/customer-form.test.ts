import { describe, expect, it } from 'vitest';
import { checkCustomer, emptyCustomerDraft, type CustomerDraft } from './customer-form';

const draft = (fields: Partial<CustomerDraft>): CustomerDraft => ({ ...emptyCustomerDraft(), ...fields });
const issues = (d: CustomerDraft, group: 'Debtors' | 'Creditors' = 'Debtors', tax = true) => {
  const check = checkCustomer(d, 'c1', group, tax);
  return check.ok ? [] : check.issues.map(({ field, message }) => `${field}: ${message}`);
};

describe('the Create Customer drawer (spec 5, drawer variant)', () => {
  it("says the ledger rules in the drawer's words", () => {
    expect(issues(draft({ name: '', state: 'Maharashtra' }))).toEqual(['name: Customer name is required']);
    expect(issues(draft({ name: 'A', state: 'Maharashtra' }))).toEqual([
      'name: Customer name must be at least 2 characters',
    ]);
    expect(issues(draft({ name: 'Sharma Traders', country: '' }))).toEqual([
      'country: Country is required',
      'state: State is required',
    ]);
  });

  it('needs a GSTIN for a supplier with tax on, and checks its state', () => {
    expect(issues(draft({ name: 'Cipla Distributors', state: 'Karnataka' }), 'Creditors')).toEqual([
      'tin: TIN is required.',
    ]);
    expect(
      issues(draft({ name: 'Cipla Distributors', state: 'Karnataka', tin: '29AAGCB7383J1Z4' }), 'Creditors'),
    ).toEqual([]);
    expect(issues(draft({ name: 'Sharma Traders' }), 'Debtors', false)).toEqual([]);
  });

  it('checks the phone and e-mail, and builds the ledger with its group', () => {
    expect(issues(draft({ name: 'Sharma Traders', state: 'Maharashtra', number: '98200', email: 'x@' }))).toEqual([
      'email: Invalid email format',
      'number: Invalid phone number format',
    ]);
    const check = checkCustomer(
      draft({ name: ' Sharma Traders ', state: 'maharashtra', number: '9820012345' }),
      'c1',
      'Debtors',
      true,
    );
    expect(check.ok && check.input).toMatchObject({
      name: 'Sharma Traders',
      parent: 'Debtors',
      mailing_state: 'Maharashtra',
      code: '+91',
      number: '9820012345',
    });
  });
});
