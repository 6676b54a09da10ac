import { describe, expect, it } from 'vitest';
import { bankAccountInput, bankAccountIssues, emptyBankAccountDraft, type BankAccountDraft } from './bank-account-form';

const draft = (fields: Partial<BankAccountDraft>): BankAccountDraft => ({ ...emptyBankAccountDraft(), ...fields });

describe('the bank account form', () => {
  it('sends a bank ledger with the fields typed, trimmed, and money in the account as a debit', () => {
    const input = bankAccountInput(
      draft({
        name: '  HDFC Current A/c ',
        bank_name: 'HDFC Bank',
        account_number: '50200012345678',
        bank_ifsc: 'HDFC0001234',
        bank_branch: ' ',
        opening_amount: '50000.50',
      }),
      'co1',
    );
    expect(input).toEqual({
      name: 'HDFC Current A/c',
      company_id: 'co1',
      parent: 'Bank Accounts',
      bank_name: 'HDFC Bank',
      account_number: '50200012345678',
      bank_ifsc: 'HDFC0001234',
      opening_balance: '-50000.50',
    });
  });

  it('sends an overdraft as a credit, and no balance for zero', () => {
    expect(
      bankAccountInput(draft({ name: 'SBI OD', opening_amount: '1200', opening_side: 'Cr' }), 'co1'),
    ).toMatchObject({ opening_balance: '1200' });
    expect(bankAccountInput(draft({ name: 'SBI OD', opening_amount: '0.00' }), 'co1')).not.toHaveProperty(
      'opening_balance',
    );
  });

  it("checks the name and the bank's details in the spec's words, in the form's order", () => {
    expect(bankAccountIssues(draft({}))).toEqual([{ field: 'name', message: 'Account name is required' }]);
    expect(bankAccountIssues(draft({ name: 'H', account_number: '12ab', bank_ifsc: 'HDFC123' }))).toEqual([
      { field: 'name', message: 'Account name must be at least 2 characters' },
      { field: 'account_number', message: 'Invalid bank account number format' },
      { field: 'bank_ifsc', message: 'Invalid IFSC code format' },
    ]);
    expect(bankAccountIssues(draft({ name: 'HDFC', bank_ifsc: 'hdfc0001234', account_number: '123456789' }))).toEqual(
      [],
    );
  });
});
