import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ledger } from '@app/shared/books/ledger-docs';
import { createLedger } from '@app/shared/api/routes/ledger/create-ledger';
import { updateLedger } from '@app/shared/api/routes/ledger/update-ledger';
import { ApiError } from '@/lib/api-client';
import { callApi } from '@/test/api-client-mock';
import { renderWithProviders, toastTexts } from '@/test/render';
import { LedgerFormPage } from './ledger-form-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const labelled = (text: string) => new RegExp(`^${text.replace(/[()/]/g, '\\$&')}\\*?$`);
const field = (label: string) => screen.getByLabelText(labelled(label));

const onDone = vi.fn();

function open(group: 'Debtors' | 'Creditors', taxEnabled: boolean, ledger?: Ledger) {
  renderWithProviders(
    <LedgerFormPage
      companyId="co1"
      taxEnabled={taxEnabled}
      group={group}
      ledger={ledger}
      onBack={vi.fn()}
      onDone={onDone}
    />,
  );
}

async function pickState(user: UserEvent, state: string) {
  await user.click(field('State'));
  await user.type(screen.getByPlaceholderText('Search...'), state);
  await user.click(await screen.findByRole('option', { name: state }));
}

beforeEach(() => {
  callApi.mockReset();
  callApi.mockResolvedValue({ _id: 'l1' });
  onDone.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('LedgerFormPage', () => {
  it('has the four sections and counts 3 required fields without tax, 4 with', () => {
    open('Debtors', false);
    for (const title of ['Required Information', 'Profile Information', 'Profile Image', 'Bank Details']) {
      expect(screen.getByRole('button', { name: new RegExp(`^${title}`) })).toBeInTheDocument();
    }
    expect(screen.getByText('3 fields')).toBeInTheDocument();
    expect(screen.queryByLabelText(labelled('TIN / GSTIN'))).not.toBeInTheDocument();
  });

  it('with tax on, shows the TIN, required for creditors', () => {
    open('Creditors', true);
    expect(screen.getByText('4 fields')).toBeInTheDocument();
    expect(screen.getByText('TIN / GSTIN').parentElement).toHaveTextContent('TIN / GSTIN*');
  });

  it('keeps Save disabled while the name is empty or invalid, with the spec messages', async () => {
    const user = userEvent.setup();
    open('Debtors', false);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(field('Billing Name'));
    await user.tab();
    expect(
      await screen.findByText('Billing Name is required. This name is used for invoicing and legal purposes.'),
    ).toBeInTheDocument();
    await user.type(field('Billing Name'), 'S');
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    await user.type(field('Billing Name'), 'harma Medical');
    expect(save).toBeEnabled();
    await user.type(field('Email'), 'sharma@');
    await user.tab();
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('says what to fix when Enter is pressed on an invalid form', async () => {
    const user = userEvent.setup();
    open('Creditors', true);
    await user.type(field('Billing Name'), 'Gupta Pharma{Enter}');
    await waitFor(() => expect(toastTexts()).toContain('Please fix the validation errors before submitting.'));
    expect(await screen.findByText('Billing state is required.')).toBeInTheDocument();
    expect(screen.getByText('TIN is required.')).toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalled();
  });

  it('checks the bank details once their section is opened', async () => {
    const user = userEvent.setup();
    open('Debtors', false);
    await user.click(screen.getByRole('button', { name: /^Bank Details/ }));
    await user.type(field('Account Number'), '12345');
    await user.type(field('IFSC Code'), 'hdfc1234567');
    await user.tab();
    expect(field('IFSC Code')).toHaveValue('HDFC1234567');
    expect(screen.getByText('Invalid bank account number format')).toBeInTheDocument();
    expect(screen.getByText('Invalid IFSC code format')).toBeInTheDocument();
  });

  it('Fetch Details spins for 2 seconds and calls nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    open('Creditors', true);
    const fetch = screen.getByRole('button', { name: 'Fetch Details' });
    await user.click(fetch);
    expect(fetch).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(fetch).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(fetch).toBeEnabled();
    expect(callApi).not.toHaveBeenCalled();
  });

  it('creates a creditor with the signed opening balance, then goes to the directory', async () => {
    const user = userEvent.setup();
    open('Creditors', true);
    await user.type(field('Billing Name'), 'Gupta Pharma Distributors');
    await pickState(user, 'Gujarat');
    await user.type(field('TIN / GSTIN'), '24aaacg1234a1zk');
    await user.type(field('Phone Number'), '9820012345');
    await user.type(field('Opening Balance'), '42000.50');
    expect(screen.getByRole('radio', { name: 'Cr' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(toastTexts()).toContain('Creditors created successfully! 🎉');
    expect(callApi).toHaveBeenCalledWith(createLedger, {
      body: {
        name: 'Gupta Pharma Distributors',
        company_id: 'co1',
        parent: 'Creditors',
        mailing_country: 'India',
        mailing_state: 'Gujarat',
        tin: '24AAACG1234A1ZK',
        code: '+91',
        number: '9820012345',
        opening_balance: '42000.50',
        image: null,
      },
    });
  }, 20_000);

  it('keeps the form, with the field marked, when the server refuses the name', async () => {
    const user = userEvent.setup();
    callApi.mockRejectedValue(new ApiError("A ledger named 'Sharma Medical' already exists", 409));
    open('Debtors', false);
    await user.type(field('Billing Name'), 'Sharma Medical');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toContain("A ledger named 'Sharma Medical' already exists"));
    expect(screen.getByText("A ledger named 'Sharma Medical' already exists", { selector: 'p' })).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('gives up with the spec toast and goes to the directory when the server fails', async () => {
    const user = userEvent.setup();
    callApi.mockRejectedValue(new ApiError('An unexpected error occurred. Please try again later.', 500));
    open('Debtors', false);
    await user.type(field('Billing Name'), 'Sharma Medical');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toContain('Failed to create Debtors. 🚫'));
    expect(onDone).toHaveBeenCalled();
  });

  it('edits a ledger: its values in the form, a debit opening balance, saved with Update', async () => {
    const user = userEvent.setup();
    const ledger = {
      _id: 'l-verma',
      ledger_name: 'Verma Chemists',
      parent: 'Debtors',
      alias: 'Verma',
      phone: { code: '+91', number: '9810098100' },
      mailing_country: 'India',
      mailing_state: 'Delhi',
      opening_balance: -8750.25,
      image: null,
      image_key: null,
      email: null,
      account_number: '123456789012',
      bank_ifsc: 'HDFC0001234',
    } as unknown as Ledger;
    open('Debtors', false, ledger);
    expect(screen.getByRole('heading', { name: 'Edit Customer' })).toBeInTheDocument();
    expect(field('Billing Name')).toHaveValue('Verma Chemists');
    expect(field('Opening Balance')).toHaveValue('8750.25');
    expect(screen.getByRole('radio', { name: 'Dr' })).toHaveAttribute('aria-checked', 'true');
    // The bank section opens by itself when it holds something.
    expect(field('IFSC Code')).toHaveValue('HDFC0001234');
    await user.click(screen.getByRole('radio', { name: 'Cr' }));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(toastTexts()).toContain('Debtors updated successfully! 🎉'));
    expect(callApi).toHaveBeenCalledWith(updateLedger, {
      params: { id: 'l-verma' },
      body: expect.objectContaining({ name: 'Verma Chemists', opening_balance: '8750.25', alias: 'Verma' }) as unknown,
    });
  });
});
