import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ledger } from '@app/shared/books/ledger-docs';
import { indianDate } from '@app/shared/financial-year';
import { createVoucher } from '@app/shared/api/routes/invoices/create-voucher';
import { listTransactionLedgers } from '@app/shared/api/routes/ledger/list-transaction-ledgers';
import { listOpenInvoices } from '@app/shared/api/routes/invoices/list-open-invoices';
import { ApiError } from '@/lib/api-client';
import { callApi } from '@/test/api-client-mock';
import { renderWithProviders, toastTexts } from '@/test/render';
import { ReceiptPaymentSheet } from './receipt-payment-sheet';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const customer = (total_amount: number) =>
  ({ _id: 'led-verma', ledger_name: 'Verma Chemists', parent: 'Debtors', image: null, total_amount }) as Ledger;

const accounts = [
  { _id: 'led-hdfc', ledger_name: 'HDFC Bank', parent: 'Bank Accounts', closing_balance: -42000 },
  { _id: 'led-cash', ledger_name: 'Cash', parent: 'Cash-in-Hand', closing_balance: -1500.5 },
];

const voucherCalls = () => callApi.mock.calls.filter(([route]) => route === createVoucher);

function open(kind: 'Receipt' | 'Payment', balance = -8750.25) {
  const onRecorded = vi.fn();
  const onOpenChange = vi.fn();
  renderWithProviders(
    <ReceiptPaymentSheet
      open
      onOpenChange={onOpenChange}
      kind={kind}
      customer={customer(balance)}
      companyId="co1"
      onRecorded={onRecorded}
    />,
  );
  return { onRecorded, onOpenChange };
}

beforeEach(() => {
  callApi.mockReset();
  callApi.mockImplementation((route: unknown) =>
    route === listTransactionLedgers
      ? Promise.resolve(accounts)
      : route === listOpenInvoices
        ? Promise.resolve([])
        : Promise.resolve({ _id: 'v1' }),
  );
});

describe('ReceiptPaymentSheet', () => {
  it('shows a pending balance in red, a credit balance in green', () => {
    open('Receipt', -8750.25);
    expect(screen.getByText('₹8,750.25 DR')).toBeInTheDocument();
    expect(screen.getByText('Customer has a pending balance of ₹8,750.25')).toBeInTheDocument();
  });

  it('says when the customer is in credit', () => {
    open('Payment', 1250.5);
    expect(screen.getByText('Customer has a credit balance of ₹1,250.50')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Record Payment' })).toBeInTheDocument();
  });

  it('offers the cash and bank ledgers from the server, Cash chosen, today by default', async () => {
    open('Receipt');
    expect(await screen.findByRole('radio', { name: 'Cash' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'HDFC Bank' })).toHaveAttribute('aria-checked', 'false');
    expect(callApi).toHaveBeenCalledWith(listTransactionLedgers, {
      query: { company_id: 'co1' },
      body: ['Bank Accounts', 'Cash-in-Hand'],
      signal: expect.any(AbortSignal) as unknown,
    });
    const [y, m, d] = indianDate().split('-');
    expect(screen.getByLabelText(/^Date/)).toHaveTextContent(`${d}-${m}-${y}`);
    expect(screen.getByRole('switch', { name: /Send SMS/ })).toBeDisabled();
    expect(screen.getByRole('switch', { name: /Send Email/ })).toBeDisabled();
    expect(screen.getAllByText('Coming Soon')).toHaveLength(2);
  });

  it('keeps Record disabled, with the chip, until the amount is above 0', async () => {
    const user = userEvent.setup();
    open('Receipt');
    await screen.findByRole('radio', { name: 'Cash' });
    const record = screen.getByRole('button', { name: 'Record Receipt' });
    expect(record).toBeDisabled();
    expect(screen.getByText('Fill required fields')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Amount/), '0');
    expect(record).toBeDisabled();
    await user.type(screen.getByLabelText(/^Amount/), '.5');
    expect(record).toBeEnabled();
    expect(screen.queryByText('Fill required fields')).not.toBeInTheDocument();
    // Letters and a third decimal are refused as typed.
    await user.type(screen.getByLabelText(/^Amount/), '5x9');
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('0.55');
  });

  it('counts the notes and refuses more than 500 characters', async () => {
    const user = userEvent.setup();
    open('Receipt');
    await screen.findByRole('radio', { name: 'Cash' });
    await user.type(screen.getByLabelText(/^Amount/), '100');
    const notes = screen.getByLabelText('Additional Notes');
    await user.click(notes);
    await user.paste('x'.repeat(501));
    expect(screen.getByText('501/500')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record Receipt' }));
    expect(await screen.findByText('Notes must be less than 500 characters')).toBeInTheDocument();
    await waitFor(() => expect(toastTexts()).toContain('Please fix the form errors before submitting'));
    expect(voucherCalls()).toHaveLength(0);
    // The error goes as the notes are put right.
    await user.type(notes, '{Backspace}');
    expect(screen.queryByText('Notes must be less than 500 characters')).not.toBeInTheDocument();
  });

  it('records a receipt: party credited, cash debited, with an Idempotency-Key, then closes and moves on', async () => {
    const user = userEvent.setup();
    const { onRecorded, onOpenChange } = open('Receipt');
    await screen.findByRole('radio', { name: 'Cash' });
    await user.type(screen.getByLabelText(/^Amount/), '2500.50');
    await user.type(screen.getByLabelText('Additional Notes'), 'October bills');
    await user.click(screen.getByRole('button', { name: 'Record Receipt' }));
    await waitFor(() => expect(onRecorded).toHaveBeenCalled());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(toastTexts()).toContain('Payment received successfully!');
    const [[, options]] = voucherCalls() as [
      [unknown, { body: Record<string, unknown>; headers: Record<string, string> }],
    ];
    expect(options.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(options.body).toMatchObject({
      company_id: 'co1',
      voucher_type: 'Receipt',
      date: indianDate(),
      party_name_id: 'led-verma',
      narration: 'October bills',
      payment_mode: 'Cash',
      grand_total: 2500.5,
      items: [],
      accounting: [
        { ledger_id: 'led-verma', amount: 2500.5 },
        { ledger_id: 'led-cash', amount: -2500.5 },
      ],
    });
  });

  it('records a payment from the chosen bank: party debited, bank credited', async () => {
    const user = userEvent.setup();
    open('Payment', 42000.5);
    await user.click(await screen.findByRole('radio', { name: 'HDFC Bank' }));
    await user.type(screen.getByLabelText(/^Amount/), '42000.50');
    await user.click(screen.getByRole('button', { name: 'Record Payment' }));
    await waitFor(() => expect(toastTexts()).toContain('Payment given successfully!'));
    const [[, options]] = voucherCalls() as [[unknown, { body: { accounting: unknown[] } }]];
    expect(options.body.accounting).toEqual([
      expect.objectContaining({ ledger_id: 'led-verma', amount: -42000.5 }),
      expect.objectContaining({ ledger_id: 'led-hdfc', amount: 42000.5 }),
    ]);
  });

  it('shows the server refusal, and sends a retry of the same voucher with the same key', async () => {
    const user = userEvent.setup();
    const { onRecorded } = open('Receipt');
    await screen.findByRole('radio', { name: 'Cash' });
    callApi.mockImplementation((route: unknown) => {
      if (route === listTransactionLedgers) return Promise.resolve(accounts);
      if (route === listOpenInvoices) return Promise.resolve([]);
      return voucherCalls().length === 1
        ? Promise.reject(new ApiError('Voucher is not balanced. Debit ≠ Credit', 400))
        : Promise.reject(new Error('network down'));
    });
    await user.type(screen.getByLabelText(/^Amount/), '100');
    await user.click(screen.getByRole('button', { name: 'Record Receipt' }));
    await waitFor(() => expect(toastTexts()).toContain('Voucher is not balanced. Debit ≠ Credit'));
    await user.click(screen.getByRole('button', { name: 'Record Receipt' }));
    await waitFor(() => expect(toastTexts()).toContain('Failed to add transaction. 🚫'));
    const keys = voucherCalls().map(
      ([, options]) => (options as { headers: Record<string, string> }).headers['Idempotency-Key'],
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    // A changed voucher is a new submission.
    await user.type(screen.getByLabelText(/^Amount/), '0');
    await user.click(screen.getByRole('button', { name: 'Record Receipt' }));
    await waitFor(() => expect(voucherCalls()).toHaveLength(3));
    const third = (voucherCalls()[2]?.[1] as { headers: Record<string, string> }).headers['Idempotency-Key'];
    expect(third).not.toBe(keys[0]);
    expect(onRecorded).not.toHaveBeenCalled();
  });

  it('maps a server field refusal onto the field', async () => {
    const user = userEvent.setup();
    open('Receipt');
    await screen.findByRole('radio', { name: 'Cash' });
    callApi.mockImplementation((route: unknown) =>
      route === listTransactionLedgers
        ? Promise.resolve(accounts)
        : route === listOpenInvoices
          ? Promise.resolve([])
          : Promise.reject(new ApiError('Date cannot be in the future', 400)),
    );
    await user.type(screen.getByLabelText(/^Amount/), '100');
    await user.click(screen.getByRole('button', { name: 'Record Receipt' }));
    expect(await screen.findByText('Date cannot be in the future', { selector: 'p' })).toBeInTheDocument();
  });

  it('resets the form', async () => {
    const user = userEvent.setup();
    open('Receipt');
    await user.click(await screen.findByRole('radio', { name: 'HDFC Bank' }));
    await user.type(screen.getByLabelText(/^Amount/), '100');
    await user.click(screen.getByRole('button', { name: 'Reset Form' }));
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Cash' })).toHaveAttribute('aria-checked', 'true');
  });
});
