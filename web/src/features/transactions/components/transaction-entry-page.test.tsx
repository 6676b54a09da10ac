import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createVoucher } from '@app/shared/api/routes/invoices/create-voucher';
import { getCurrentNumber } from '@app/shared/api/routes/invoices/get-current-number';
import { updateVoucher } from '@app/shared/api/routes/invoices/update-voucher';
import { listAllLedgers } from '@app/shared/api/routes/ledger/list-all-ledgers';
import { listTransactionLedgers } from '@app/shared/api/routes/ledger/list-transaction-ledgers';
import { listOpenInvoices } from '@app/shared/api/routes/invoices/list-open-invoices';
import type { OpenInvoice } from '@app/shared/books/voucher-docs';
import type { LedgerOption } from '@app/shared/books/ledger-docs';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { indianDate } from '@app/shared/financial-year';
import { toDisplayDate } from '@/lib/dates';
import { ApiError, callApi } from '@/test/api-client-mock';
import { renderWithProviders, toastTexts } from '@/test/render';
import { TransactionEntryPage } from './transaction-entry-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const ledger = (_id: string, ledger_name: string, parent: string, closing_balance = 0): LedgerOption => ({
  _id,
  ledger_name,
  name: ledger_name,
  alias: null,
  parent,
  parent_id: `${parent}-group`,
  party_group: parent === 'Debtors' || parent === 'Creditors' ? parent : null,
  mailing_name: null,
  mailing_address: null,
  mailing_pincode: null,
  mailing_country: null,
  mailing_state: null,
  email: null,
  phone: null,
  tin: null,
  closing_balance,
  is_default: ledger_name === 'Cash',
  expense_line: parent.endsWith('Expenses'),
  gst_treatment: null,
});

const ACCOUNTS = [ledger('hdfc', 'HDFC Bank', 'Bank Accounts'), ledger('cash', 'Cash', 'Cash-in-Hand')];
const PARTIES = [
  ledger('sharma', 'Sharma Medical Stores', 'Debtors', -4500),
  ledger('cipla', 'Cipla Distributors', 'Creditors', 12000),
  ledger('rent', 'Shop Rent', 'Indirect Expenses'),
];

const saved = (fields: Partial<Voucher> = {}) => ({ _id: 'v1', voucher_type: 'Receipt', version: 1, ...fields });

/** The party's open invoices the server offers to settle (none unless a test sets them). */
let openInvoices: OpenInvoice[] = [];

/** The API as the form meets it: numbers, the two ledger lists, the open invoices, and the writes. */
function serve(write: () => Promise<unknown> = () => Promise.resolve(saved())) {
  callApi.mockImplementation((route: unknown, options: { body?: unknown; params?: { voucher_type?: string } }) => {
    if (route === getCurrentNumber) {
      const prefix = options.params?.voucher_type === 'Receipt' ? 'RV' : 'PV';
      return Promise.resolve({ current_number: `${prefix}/26-27/0007`, voucher_type: options.params?.voucher_type });
    }
    if (route === listTransactionLedgers) return Promise.resolve(ACCOUNTS);
    if (route === listAllLedgers) return Promise.resolve([...ACCOUNTS, ...PARTIES]);
    if (route === listOpenInvoices) return Promise.resolve(openInvoices);
    return write();
  });
}

const box = (name: string) => screen.getByRole('textbox', { name });

const writes = () => callApi.mock.calls.filter(([route]) => route === createVoucher || route === updateVoucher);

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: new RegExp(option) }));
}

beforeEach(() => {
  callApi.mockReset();
  openInvoices = [];
  serve();
});

describe('TransactionEntryPage (spec 2, 5, 8)', () => {
  it("shows a receipt's title, its server number, Cash chosen, and the amount it will record", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TransactionEntryPage companyId="c1" type="Receipt" onBack={vi.fn()} onSaved={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Receipt Entry' })).toBeInTheDocument();
    expect(screen.getByText('Create a new receipt transaction')).toBeInTheDocument();
    expect(await screen.findByLabelText('Voucher number')).toHaveTextContent('RV/26-27/0007');
    expect(box('Transaction Number')).toHaveValue('RV/26-27/0007');
    expect(box('Transaction Number')).toHaveAttribute('readonly');
    expect(box('Transaction Type')).toHaveValue('Receipt');
    expect(box('Transaction Date')).toHaveValue(toDisplayDate(indianDate()));
    expect(await screen.findByRole('radio', { name: 'Cash' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'HDFC Bank' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: /Receive From/ })).toBeInTheDocument();

    const submit = screen.getByRole('button', { name: 'Submit Receipt' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('This receipt will be recorded for ₹0.00')).toBeInTheDocument();
    await user.type(box('Amount'), '125000.5');
    expect(screen.getByText('This receipt will be recorded for ₹1,25,000.50')).toBeInTheDocument();
    expect(screen.getByLabelText('Total Amount')).toHaveTextContent('₹1,25,000.50');
    expect(submit).toBeEnabled();
    // A third decimal is refused as it is typed.
    await user.type(box('Amount'), '12');
    expect(box('Amount')).toHaveValue('125000.51');
  });

  it("names what is missing in the spec's words, and clears a field's error once it is edited", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TransactionEntryPage companyId="c1" type="Payment" onBack={vi.fn()} onSaved={vi.fn()} />);
    await screen.findByRole('radio', { name: 'Cash' });
    await user.clear(box('Transaction Date'));
    await user.type(box('Amount'), '500');
    await user.click(box('Notes (Optional)'));
    await user.paste('x'.repeat(501));
    expect(screen.getByText('501/500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));

    expect(await screen.findByText('Date is required')).toBeInTheDocument();
    expect(screen.getByText('Account name is required')).toBeInTheDocument();
    expect(screen.getByText('Notes must be less than 500 characters')).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toContain('Please fix the errors before submitting'));
    expect(writes()).toHaveLength(0);

    await choose(user, 'Pay To', 'Cipla Distributors');
    expect(screen.queryByText('Account name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Date is required')).toBeInTheDocument();
    await user.type(box('Transaction Date'), '23/11/2099');
    expect(screen.queryByText('Date is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));
    expect(await screen.findByText('Date cannot be in the future')).toBeInTheDocument();
  });

  it('posts a payment with its two accounting lines and an Idempotency-Key, then says so', async () => {
    const user = userEvent.setup();
    const onSaved = vi.fn();
    serve(() => Promise.resolve(saved({ voucher_type: 'Payment' })));
    renderWithProviders(<TransactionEntryPage companyId="c1" type="Payment" onBack={vi.fn()} onSaved={onSaved} />);
    await user.click(await screen.findByRole('radio', { name: 'HDFC Bank' }));
    await user.type(box('Amount'), '99999.99');
    await choose(user, 'Pay To', 'Cipla Distributors');
    await user.type(box('Notes (Optional)'), 'NEFT UTR 4471');
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));

    await waitFor(() => expect(toastTexts()).toContain('Payment added successfully!'));
    expect(onSaved).toHaveBeenCalled();
    const [[route, options]] = writes() as [[unknown, { body: Record<string, unknown>; headers: object }]];
    expect(route).toBe(createVoucher);
    expect(options.body).toMatchObject({
      company_id: 'c1',
      voucher_type: 'Payment',
      date: indianDate(),
      party_name: 'Cipla Distributors',
      party_name_id: 'cipla',
      narration: 'NEFT UTR 4471',
      payment_mode: 'Cash',
      grand_total: 99999.99,
      items: [],
      accounting: [
        { ledger: 'Cipla Distributors', ledger_id: 'cipla', amount: -99999.99 },
        { ledger: 'HDFC Bank', ledger_id: 'hdfc', amount: 99999.99 },
      ],
    });
    expect(Object.keys(options.headers)).toEqual(['Idempotency-Key']);
    expect((options.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    // The fields clear.
    expect(box('Amount')).toHaveValue('');
    expect(box('Notes (Optional)')).toHaveValue('');
  });

  it('pays rent: offers every ledger but cash and bank, under its group, and settles no invoice', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TransactionEntryPage companyId="c1" type="Payment" onBack={vi.fn()} onSaved={vi.fn()} />);
    await user.click(await screen.findByRole('radio', { name: 'Cash' }));
    await user.type(box('Amount'), '15000');
    await user.click(screen.getByRole('combobox', { name: 'Pay To' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual([
      'Sharma Medical Stores₹4,500.00 DR',
      'Cipla Distributors₹12,000.00 CR',
      'Shop Rent₹0.00 CR',
    ]);
    expect(screen.getByRole('group', { name: 'Indirect Expenses' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: /Shop Rent/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Payment' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    const [[, options]] = writes() as [[unknown, { body: Record<string, unknown> }]];
    expect(options.body).toMatchObject({
      party_name_id: 'rent',
      accounting: [
        { ledger: 'Shop Rent', ledger_id: 'rent', amount: -15000 },
        { ledger: 'Cash', ledger_id: 'cash', amount: 15000 },
      ],
    });
    expect(options.body.settles ?? []).toEqual([]);
  });

  it('settles the party’s open invoices oldest first: 1,000.00 pays SI 1 (885.00) and 115.00 of SI 2', async () => {
    const user = userEvent.setup();
    openInvoices = [
      { _id: 'si-1', voucher_number: 'SI/26-27/0001', date: '2026-06-01', due_on: '2026-06-15', balance_due: 885 },
      { _id: 'si-2', voucher_number: 'SI/26-27/0002', date: '2026-07-01', due_on: '2026-07-15', balance_due: 354 },
    ];
    renderWithProviders(<TransactionEntryPage companyId="c1" type="Receipt" onBack={vi.fn()} onSaved={vi.fn()} />);
    await screen.findByRole('radio', { name: 'Cash' });
    await choose(user, 'Receive From', 'Sharma Medical Stores');
    await user.type(box('Amount'), '1000');
    expect(await screen.findByRole('textbox', { name: 'Settle SI/26-27/0001' })).toHaveValue('885');
    expect(box('Settle SI/26-27/0002')).toHaveValue('115');
    expect(screen.getByTestId('settle-summary')).toHaveTextContent('Settles ₹1,000.00 · On account ₹0.00');
    expect(callApi).toHaveBeenCalledWith(
      listOpenInvoices,
      expect.objectContaining({
        query: { company_id: 'c1', party_id: 'sharma', type: 'Sales' },
      }),
    );

    // Typed by hand, the rows are the user's; more than is due is refused at the row.
    await user.clear(box('Settle SI/26-27/0002'));
    await user.type(box('Settle SI/26-27/0002'), '400');
    expect(screen.getByText('Only 354.00 is due on SI/26-27/0002')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Receipt' }));
    expect(writes()).toHaveLength(0);
    await user.clear(box('Settle SI/26-27/0002'));
    await user.type(box('Settle SI/26-27/0002'), '100');
    expect(screen.getByTestId('settle-summary')).toHaveTextContent('Settles ₹985.00 · On account ₹15.00');
    await user.click(screen.getByRole('button', { name: 'Submit Receipt' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const [[, options]] = writes() as [[unknown, { body: Record<string, unknown> }]];
    expect(options.body.settles).toEqual([
      { voucher_id: 'si-1', amount: 885 },
      { voucher_id: 'si-2', amount: 100 },
    ]);
  });

  it("sends a failed submission again under the same key, and shows the server's message", async () => {
    const user = userEvent.setup();
    let attempt = 0;
    serve(() => {
      attempt += 1;
      if (attempt === 1) return Promise.reject(new ApiError('Service unavailable', 503));
      if (attempt === 2) return Promise.reject(new ApiError('Voucher is not balanced. Debit ≠ Credit', 400));
      return Promise.resolve(saved());
    });
    renderWithProviders(<TransactionEntryPage companyId="c1" type="Receipt" onBack={vi.fn()} onSaved={vi.fn()} />);
    await screen.findByRole('radio', { name: 'Cash' });
    await user.type(box('Amount'), '1250.50');
    await choose(user, 'Receive From', 'Sharma Medical Stores');
    await user.click(screen.getByRole('button', { name: 'Submit Receipt' }));
    await waitFor(() => expect(toastTexts()).toContain('Failed to add transaction. 🚫'));
    await user.click(screen.getByRole('button', { name: 'Submit Receipt' }));
    await waitFor(() => expect(toastTexts()).toContain('Voucher is not balanced. Debit ≠ Credit'));

    const keys = writes().map(
      ([, options]) => (options as { headers: Record<string, string> }).headers['Idempotency-Key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // A changed voucher is a new submission.
    await user.type(box('Notes (Optional)'), 'Cheque 0042');
    await user.click(screen.getByRole('button', { name: 'Submit Receipt' }));
    await waitFor(() => expect(toastTexts()).toContain('Receipt added successfully!'));
    const last = writes().at(-1)?.[1] as { headers: Record<string, string> };
    expect(last.headers['Idempotency-Key']).not.toBe(keys[0]);
  });

  it('edits a loaded receipt and sends it back with its version', async () => {
    const user = userEvent.setup();
    const voucher = {
      _id: 'v9',
      voucher_type: 'Receipt',
      voucher_number: 'RV/26-27/0002',
      date: '2026-11-03',
      grand_total: 1500,
      account_id: 'hdfc',
      party_name_id: 'sharma',
      narration: 'Cheque 0042',
      payment_mode: 'Cash',
      version: 3,
      accounting_entries: [],
    } as unknown as Voucher;
    serve(() => Promise.resolve(saved({ version: 4 })));
    renderWithProviders(
      <TransactionEntryPage companyId="c1" type="Receipt" voucher={voucher} onBack={vi.fn()} onSaved={vi.fn()} />,
    );
    expect(screen.getByLabelText('Voucher number')).toHaveTextContent('RV/26-27/0002');
    expect(box('Transaction Date')).toHaveValue('03/11/2026');
    expect(box('Amount')).toHaveValue('1500');
    expect(await screen.findByRole('radio', { name: 'HDFC Bank' })).toBeChecked();
    expect(await screen.findByRole('combobox', { name: /Receive From/ })).toHaveTextContent('Sharma Medical Stores');
    await user.clear(box('Amount'));
    await user.type(box('Amount'), '1750');
    await user.click(screen.getByRole('button', { name: 'Submit Receipt' }));
    await waitFor(() => expect(toastTexts()).toContain('Receipt updated successfully!'));
    const [[route, options]] = writes() as [[unknown, { params: object; body: Record<string, unknown> }]];
    expect(route).toBe(updateVoucher);
    expect(options.params).toEqual({ vouchar_id: 'v9' });
    expect(options.body).toMatchObject({ version: 3, voucher_number: 'RV/26-27/0002', grand_total: 1750 });
    expect(callApi.mock.calls.some(([route]) => route === getCurrentNumber)).toBe(false);
  });
});
