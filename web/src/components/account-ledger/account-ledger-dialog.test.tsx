import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAccountingGroupOptions } from '@app/shared/api/routes/accounting/list-accounting-group-options';
import { createLedger } from '@app/shared/api/routes/ledger/create-ledger';
import { updateLedger } from '@app/shared/api/routes/ledger/update-ledger';
import type { Ledger } from '@app/shared/books/ledger-docs';
import { callApi } from '@/test/api-client-mock';
import { renderWithProviders, toastTexts } from '@/test/render';
import { AccountLedgerDialog } from './account-ledger-dialog';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const group = (id: string, name: string, nature: string, parentId: string | null = null) => ({
  _id: id,
  name,
  alias: null,
  parent: null,
  parent_id: parentId,
  nature,
});
const GROUPS = [
  group('g-debtors', 'Debtors', 'Assets'),
  group('g-mumbai', 'Mumbai Debtors', 'Assets', 'g-debtors'),
  group('g-indirect', 'Indirect Expenses', 'Expenses'),
  group('g-duties', 'Duties & Taxes', 'Liabilities'),
  group('g-fixed', 'Fixed Assets', 'Assets'),
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Add Ledger: a ledger that is not a party (issue 33)', () => {
  it('files an expense under its group with its GST treatment, and offers no party group', async () => {
    const user = userEvent.setup();
    callApi.mockImplementation((route: unknown) =>
      Promise.resolve(route === listAccountingGroupOptions ? GROUPS : { _id: 'l1' }),
    );
    renderWithProviders(<AccountLedgerDialog companyId="c1" open onOpenChange={vi.fn()} />);
    const groupPicker = await screen.findByLabelText(/^Group/);
    expect([...groupPicker.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Choose a group',
      'Duties & Taxes',
      'Fixed Assets',
      'Indirect Expenses',
    ]);
    await user.click(screen.getByRole('button', { name: 'Add Ledger' }));
    expect(await screen.findByText('Ledger name is required')).toBeVisible();
    expect(screen.getByText('Choose the group the ledger belongs to')).toBeVisible();

    await user.type(screen.getByLabelText(/^Ledger Name/), 'Car Repairs');
    await user.selectOptions(groupPicker, 'Indirect Expenses');
    await user.selectOptions(screen.getByLabelText('GST Treatment'), 'Blocked credit');
    expect(screen.getByText(/Section 17\(5\): the GST is a cost of this expense/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add Ledger' }));
    await waitFor(() => expect(toastTexts()).toContain('Ledger created successfully! 🎉'));
    expect(callApi).toHaveBeenCalledWith(createLedger, {
      body: { name: 'Car Repairs', company_id: 'c1', parent_id: 'g-indirect', gst_treatment: 'Blocked credit' },
    });
  });

  it('edits a bank ledger without losing its bank details, and asks no GST treatment of it', async () => {
    const user = userEvent.setup();
    callApi.mockImplementation((route: unknown) =>
      Promise.resolve(
        route === listAccountingGroupOptions ? [...GROUPS, group('g-bank', 'Bank Accounts', 'Assets')] : {},
      ),
    );
    const bank = {
      _id: 'l-hdfc',
      company_id: 'c1',
      ledger_name: 'HDFC Current',
      parent: 'Bank Accounts',
      parent_id: 'g-bank',
      party_group: null,
      opening_balance: -25000,
      bank_name: 'HDFC Bank',
      bank_ifsc: 'HDFC0001234',
      phone: null,
      image_key: null,
      is_default: false,
      gst_treatment: null,
    } as unknown as Ledger;
    renderWithProviders(<AccountLedgerDialog companyId="c1" ledger={bank} open onOpenChange={vi.fn()} />);
    await screen.findByLabelText(/^Group/);
    expect(screen.queryByLabelText('GST Treatment')).toBeNull();
    await user.clear(screen.getByLabelText(/^Ledger Name/));
    await user.type(screen.getByLabelText(/^Ledger Name/), 'HDFC Current A/c');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toContain('Ledger updated successfully! 🎉'));
    expect(callApi).toHaveBeenCalledWith(updateLedger, {
      params: { id: 'l-hdfc' },
      body: {
        bank_name: 'HDFC Bank',
        bank_ifsc: 'HDFC0001234',
        name: 'HDFC Current A/c',
        company_id: 'c1',
        parent_id: 'g-bank',
        opening_balance: '-25000.00',
      },
    });
  });
});
