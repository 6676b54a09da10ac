import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTaxVoucher } from '@app/shared/api/routes/invoices/create-tax-voucher';
import { getCurrentNumber } from '@app/shared/api/routes/invoices/get-current-number';
import { getVoucher } from '@app/shared/api/routes/invoices/get-voucher';
import { listVouchers } from '@app/shared/api/routes/invoices/list-vouchers';
import { updateTaxVoucher } from '@app/shared/api/routes/invoices/update-tax-voucher';
import { listLedgersWithType } from '@app/shared/api/routes/ledger/list-ledgers-with-type';
import { listProductOptions } from '@app/shared/api/routes/product/list-product-options';
import type { LedgerOption } from '@app/shared/books/ledger-docs';
import type { Voucher, VoucherRow } from '@app/shared/books/voucher-docs';
import { indianDate } from '@app/shared/financial-year';
import { ApiError, callApi } from '@/test/api-client-mock';
import { renderWithProviders, toastTexts } from '@/test/render';
import { creditNote, healthMartInvoice, returnedTwo, sanitizerLine } from '../../note-fixtures';
import type { InvoiceFormCompany } from '../invoice-form/invoice-form-page';
import { NoteFormPage, type NoteFormPageProps } from './note-form-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const company: InvoiceFormCompany = { id: 'c1', name: 'Kulkarni Medicals', state: 'Maharashtra', taxEnabled: true };
const HEALTH_MART = {
  _id: 'l-bhm',
  ledger_name: 'Bengaluru Health Mart',
  name: 'Bengaluru Health Mart',
  alias: null,
  parent: 'Debtors',
  parent_id: 'g-debtors',
  party_group: 'Debtors',
  mailing_name: null,
  mailing_address: null,
  mailing_pincode: null,
  mailing_country: 'India',
  mailing_state: 'Karnataka',
  email: null,
  phone: null,
  tin: '29AAGCB7383J1Z4',
  closing_balance: -885,
  is_default: false,
} as LedgerOption;
const invoiceRow = {
  _id: 'inv-1',
  vouchar_id: 'inv-1',
  date: '2026-05-10',
  voucher_type: 'Sales',
  voucher_number: 'SI/26-27/0001',
  party_name: 'Bengaluru Health Mart',
  party_name_id: 'l-bhm',
  customer: 'Bengaluru Health Mart',
  party_tin: '29AAGCB7383J1Z4',
  amount: -885,
  grand_total: 885,
  paid_amount: 0,
  payment_status: 'Unpaid',
  status: 'active',
  is_cancelled: false,
  created_at: '2026-05-10T05:30:00.000Z',
  updated_at: '2026-05-10T05:30:00.000Z',
} satisfies VoucherRow;

let invoice: Voucher;

function answer(route: unknown) {
  if (route === listLedgersWithType) return Promise.resolve([HEALTH_MART]);
  if (route === listProductOptions) return Promise.resolve([]);
  if (route === getCurrentNumber)
    return Promise.resolve({ current_number: 'CN/26-27/0002', voucher_type: 'Credit Note' });
  if (route === getVoucher) return Promise.resolve(invoice);
  if (route === listVouchers)
    return Promise.resolve({
      docs: [invoiceRow],
      meta: { page: 1, limit: 100, total: 1, total_debit: 885, total_credit: 0 },
    });
  return Promise.resolve(creditNote({ _id: 'cn-2', voucher_number: 'CN/26-27/0002' }));
}

beforeEach(() => {
  invoice = healthMartInvoice();
  callApi.mockReset();
  callApi.mockImplementation(answer);
});

function open(props: Partial<NoteFormPageProps> = {}) {
  const onSaved = vi.fn();
  renderWithProviders(
    <NoteFormPage
      type="Credit Note"
      company={company}
      invoice={invoice}
      onBack={vi.fn()}
      onSaved={onSaved}
      {...props}
    />,
  );
  return onSaved;
}

const returnBox = (item = 'Hand Sanitizer 500 ml') => screen.getByLabelText(`Return quantity of ${item}`);
const labelled = (text: string) => new RegExp(`^${text}\\*?$`);

async function choose(user: UserEvent, label: string, search: string, option: RegExp) {
  await user.click(screen.getByRole('combobox', { name: labelled(label) }));
  await user.type(screen.getByPlaceholderText(/^Search/), search);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the credit note form, opened from an invoice (issue 18)', () => {
  it("shows the party and the invoice read-only, the note's number, and every line with what is left", async () => {
    invoice = returnedTwo();
    open();
    expect(screen.getByRole('heading', { name: 'Create Credit Note' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Note Number')).toHaveValue('CN/26-27/0002'));
    expect(screen.getByRole('combobox', { name: labelled('Customer') })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: labelled('Customer') })).toHaveTextContent('Bengaluru Health Mart');
    expect(screen.getByLabelText('Against Invoice')).toHaveValue('SI/26-27/0001');
    expect(screen.getByLabelText('Invoice Date')).toHaveValue('10 May 2026');
    expect(screen.getByLabelText('Invoice Value')).toHaveValue('₹885.00');
    expect(screen.getByText('Inter-state supply to Karnataka: IGST')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Hand Sanitizer 500 ml/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'Hand Sanitizer 500 ml', '38089400', '₹150.00', '18%', '5 BTL', '2 BTL', '3 BTL', '', '—']);
    expect(returnBox()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Create Credit Note' })).toBeDisabled();
  });

  it('returns 2 of 5 as a note of 354.00 (300.00 + IGST 54.00), sends only the invoice line and quantity', async () => {
    const user = userEvent.setup();
    const onSaved = open();
    await user.type(returnBox(), '2');
    expect(screen.getByTestId('note-taxable-value')).toHaveTextContent('₹300.00');
    expect(screen.getByTestId('note-igst')).toHaveTextContent('₹54.00');
    expect(screen.getByTestId('note-round-off')).toHaveTextContent('₹0.00');
    expect(screen.getByTestId('note-note-value')).toHaveTextContent('₹354.00');
    expect(within(screen.getByRole('row', { name: /Hand Sanitizer/ })).getByText('₹354.00')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Narration'), 'Two bottles leaked');
    await user.click(screen.getByRole('button', { name: 'Create Credit Note' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ _id: 'cn-2' })));
    expect(callApi).toHaveBeenCalledWith(createTaxVoucher, {
      body: expect.objectContaining({
        company_id: 'c1',
        voucher_type: 'Credit Note',
        date: indianDate(),
        party_name_id: 'l-bhm',
        original_voucher_id: 'inv-1',
        narration: 'Two bottles leaked',
        grand_total: 354,
        items: [{ original_line: 0, quantity: 2 }],
      }) as unknown,
      headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown },
    });
    expect(toastTexts()).toContain('🎉 Credit note created successfully!');
  });

  it('fills in everything left with Return all, and refuses more than is left at the row', async () => {
    const user = userEvent.setup();
    invoice = returnedTwo();
    open();
    await user.click(screen.getByRole('button', { name: 'Return all' }));
    expect(returnBox()).toHaveValue('3');
    expect(screen.getByTestId('note-note-value')).toHaveTextContent('₹531.00');
    await user.clear(returnBox());
    await user.type(returnBox(), '4');
    await user.click(screen.getByRole('button', { name: 'Create Credit Note' }));
    await waitFor(() =>
      expect(returnBox()).toHaveAccessibleDescription('Only 3 of Hand Sanitizer 500 ml can still be returned'),
    );
    expect(toastTexts()).toContain('Only 3 of Hand Sanitizer 500 ml can still be returned');
    expect(callApi).not.toHaveBeenCalledWith(createTaxVoucher, expect.anything());
    await user.clear(returnBox());
    await user.type(returnBox(), '3');
    expect(returnBox()).not.toHaveAccessibleDescription();
  });

  it("shows the server's refusal at the row it names: items.0 is the first line SENT", async () => {
    const user = userEvent.setup();
    invoice = healthMartInvoice({
      inventory: [
        sanitizerLine(),
        sanitizerLine({ _id: 'e2', entry_id: 'e2', item: 'Face Mask N95', quantity: 2, order_index: 1 }),
      ],
    });
    open();
    callApi.mockImplementation((route: unknown) =>
      route === createTaxVoucher
        ? Promise.reject(
            new ApiError('Only 1 of Face Mask N95 can still be returned', 400, [
              { field: 'items.0.quantity', message: 'Only 1 of Face Mask N95 can still be returned' },
            ]),
          )
        : answer(route),
    );
    await user.type(returnBox('Face Mask N95'), '2');
    await user.click(screen.getByRole('button', { name: 'Create Credit Note' }));
    await waitFor(() =>
      expect(returnBox('Face Mask N95')).toHaveAccessibleDescription('Only 1 of Face Mask N95 can still be returned'),
    );
    expect(returnBox()).not.toHaveAccessibleDescription();
    expect(toastTexts()).toContain('Only 1 of Face Mask N95 can still be returned');
    expect(callApi).toHaveBeenCalledWith(
      createTaxVoucher,
      expect.objectContaining({
        body: expect.objectContaining({ items: [{ original_line: 1, quantity: 2 }] }) as unknown,
      }),
    );
    // What is left is read again from the server.
    await waitFor(() =>
      expect(callApi.mock.calls.filter(([route]) => route === getVoucher).length).toBeGreaterThanOrEqual(1),
    );
  });
});

describe('the credit note form, opened on its own', () => {
  it("picks the customer, then one of the customer's invoices", async () => {
    const user = userEvent.setup();
    open({ invoice: undefined });
    expect(screen.getByRole('combobox', { name: labelled('Against Invoice') })).toBeDisabled();
    await choose(user, 'Customer', 'bengaluru', /Bengaluru Health Mart/);
    await waitFor(() =>
      expect(callApi).toHaveBeenCalledWith(
        listVouchers,
        expect.objectContaining({
          query: expect.objectContaining({ party_id: 'l-bhm', type: 'Sales', limit: 100 }) as unknown,
        }),
      ),
    );
    await choose(user, 'Against Invoice', 'SI', /SI\/26-27\/0001/);
    await user.type(await screen.findByLabelText('Return quantity of Hand Sanitizer 500 ml'), '5');
    expect(screen.getByTestId('note-note-value')).toHaveTextContent('₹885.00');
    expect(screen.getByLabelText('Invoice Value')).toHaveValue('₹885.00');
  });

  it("takes 'No invoice' with a reason and the note's own items", async () => {
    const user = userEvent.setup();
    open({ invoice: undefined });
    await choose(user, 'Customer', 'bengaluru', /Bengaluru Health Mart/);
    await choose(user, 'Against Invoice', 'no', /No invoice/);
    expect(screen.getByRole('combobox', { name: labelled('Reason') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Items' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return all' })).not.toBeInTheDocument();
  });
});

describe('the credit note edit page', () => {
  it("starts from the note's quantities, counts them as returnable again, and sends its version", async () => {
    const user = userEvent.setup();
    invoice = returnedTwo();
    const onSaved = open({ note: creditNote({ version: 4 }), onCancel: vi.fn() });
    expect(screen.getByRole('heading', { name: 'Edit Credit Note CN/26-27/0001' })).toBeInTheDocument();
    expect(screen.getByLabelText('Note Number')).toHaveValue('CN/26-27/0001');
    expect(returnBox()).toHaveValue('2');
    expect(
      within(screen.getByRole('row', { name: /Hand Sanitizer/ }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(6, 8),
    ).toEqual(['—', '5 BTL']);
    await user.clear(returnBox());
    await user.type(returnBox(), '1');
    await user.click(screen.getByRole('button', { name: 'Update Credit Note' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(callApi).toHaveBeenCalledWith(updateTaxVoucher, {
      params: { vouchar_id: 'cn-1' },
      body: expect.objectContaining({
        version: 4,
        date: '2026-05-15',
        original_voucher_id: 'inv-1',
        grand_total: 177,
        items: [{ original_line: 0, quantity: 1 }],
      }) as unknown,
    });
    expect(callApi).not.toHaveBeenCalledWith(getCurrentNumber, expect.anything());
    expect(toastTexts()).toContain('🎉 Credit note updated successfully!');
  });
});
