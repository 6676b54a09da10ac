import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createLedger } from '@app/shared/api/routes/ledger/create-ledger';
import type { LedgerOption } from '@app/shared/books/ledger-docs';
import { ApiError, callApi } from '@/test/api-client-mock';
import { renderWithProviders, toastTexts } from '@/test/render';
import { AccountButtons } from './account-buttons';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const option = (_id: string, ledger_name: string, parent: string, closing_balance: number) =>
  ({ _id, ledger_name, parent, closing_balance }) as LedgerOption;
const ACCOUNTS = [option('hdfc', 'HDFC Bank', 'Bank Accounts', -42000), option('cash', 'Cash', 'Cash-in-Hand', 1500.5)];

function Picker({ accounts = ACCOUNTS }: { accounts?: LedgerOption[] }) {
  const [value, setValue] = useState('cash');
  return (
    <>
      <span id="account-label">Received In</span>
      <AccountButtons id="account" companyId="co1" accounts={accounts} value={value} onChange={setValue} />
    </>
  );
}

// A function beforeEach returns is run after the test: the reset must not return the mock.
beforeEach(() => {
  callApi.mockReset();
});

describe('AccountButtons', () => {
  it('names each account and describes it by its balance', () => {
    renderWithProviders(<Picker />);
    expect(screen.getByRole('radio', { name: 'HDFC Bank' })).toHaveAccessibleDescription('₹42,000.00 DR');
    expect(screen.getByRole('radio', { name: 'Cash' })).toHaveAccessibleDescription('₹1,500.50 CR');
    expect(screen.getByRole('radio', { name: 'Cash' })).toHaveAttribute('aria-checked', 'true');
  });

  it('adds a bank account, checked field by field, and chooses it', async () => {
    const user = userEvent.setup();
    callApi.mockResolvedValue({ _id: 'icici', ledger_name: 'ICICI Current A/c', parent: 'Bank Accounts' });
    renderWithProviders(<Picker />);
    await user.click(screen.getByRole('button', { name: 'Add bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Bank Account' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Bank Account' }));
    expect(within(dialog).getByText('Account name is required')).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toContain('Please fix the form errors before submitting'));

    await user.type(within(dialog).getByLabelText(/Account Name/), 'ICICI Current A/c');
    await user.type(within(dialog).getByLabelText('Bank Name'), 'ICICI Bank');
    await user.type(within(dialog).getByLabelText('Account Number'), '0012050001');
    await user.type(within(dialog).getByLabelText('IFSC'), 'icic0000012');
    expect(within(dialog).getByLabelText('IFSC')).toHaveValue('ICIC0000012');
    await user.type(within(dialog).getByLabelText('Opening Balance'), '25000');
    await user.click(within(dialog).getByRole('button', { name: 'Add Bank Account' }));

    await waitFor(() => expect(toastTexts()).toContain('Bank account created successfully! 🎉'));
    expect(callApi).toHaveBeenCalledWith(createLedger, {
      body: {
        name: 'ICICI Current A/c',
        company_id: 'co1',
        parent: 'Bank Accounts',
        bank_name: 'ICICI Bank',
        account_number: '0012050001',
        bank_ifsc: 'ICIC0000012',
        opening_balance: '-25000',
      },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list reloads with the new account; until then the choice is its id.
    expect(screen.getByRole('radio', { name: 'Cash' })).toHaveAttribute('aria-checked', 'false');
  });

  it("keeps the dialog open with the server's reason at the name when it is taken", async () => {
    const user = userEvent.setup();
    callApi.mockImplementation(() => Promise.reject(new ApiError("A ledger named 'HDFC Bank' already exists", 409)));
    renderWithProviders(<Picker />);
    await user.click(screen.getByRole('button', { name: 'Add bank account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Account Name/), 'HDFC Bank');
    await user.click(within(dialog).getByRole('button', { name: 'Add Bank Account' }));
    expect(await within(dialog).findByText("A ledger named 'HDFC Bank' already exists")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Account Name/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers to add one when the company has no cash or bank account', () => {
    renderWithProviders(<Picker accounts={[]} />);
    expect(screen.getByText('No cash or bank accounts yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add bank account' })).toBeInTheDocument();
  });
});
