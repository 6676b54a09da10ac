import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTaxVoucher } from '@app/shared/api/routes/invoices/create-tax-voucher';
import { createVoucher } from '@app/shared/api/routes/invoices/create-voucher';
import { getCurrentNumber } from '@app/shared/api/routes/invoices/get-current-number';
import { updateTaxVoucher } from '@app/shared/api/routes/invoices/update-tax-voucher';
import { listLedgersWithType } from '@app/shared/api/routes/ledger/list-ledgers-with-type';
import { listProductBatches } from '@app/shared/api/routes/product/list-product-batches';
import { listProductOptions } from '@app/shared/api/routes/product/list-product-options';
import type { RouteDefinition } from '@app/shared/api/route';
import type { Batch } from '@app/shared/catalogue/batch-docs';
import type { LedgerOption } from '@app/shared/books/ledger-docs';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { ApiError, callApi } from '@/test/api-client-mock';
import { syrup } from '@/test/product-fixtures';
import { renderWithProviders, toastTexts } from '@/test/render';
import { InvoiceFormPage, type InvoiceFormCompany } from './invoice-form-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const party = (fields: Partial<LedgerOption>): LedgerOption => ({
  _id: 'l-sharma',
  ledger_name: 'Sharma Traders',
  name: 'Sharma Traders',
  alias: null,
  parent: 'Debtors',
  parent_id: 'g-debtors',
  party_group: 'Debtors',
  mailing_name: null,
  mailing_address: '12 MG Road, Pune',
  mailing_pincode: null,
  mailing_country: 'India',
  mailing_state: 'Maharashtra',
  email: null,
  phone: null,
  tin: null,
  closing_balance: 0,
  is_default: false,
  expense_line: false,
  gst_treatment: null,
  ...fields,
});
const PARTIES = [
  party({}),
  party({ _id: 'l-blr', ledger_name: 'Bangalore Pharma', mailing_state: 'Karnataka', tin: '29AAGCB7383J1Z4' }),
];
const PRODUCTS = [syrup];
const company: InvoiceFormCompany = { id: 'c1', name: 'Verma Medical Stores', state: 'Maharashtra', taxEnabled: true };

const labelled = (text: string) => new RegExp(`^${text.replace(/[()/%]/g, '\\$&')}\\*?$`);
const field = (label: string) => screen.getByLabelText(labelled(label));
beforeEach(() => {
  callApi.mockReset();
  callApi.mockImplementation((route: unknown) => {
    if (route === listLedgersWithType) return Promise.resolve(PARTIES);
    if (route === listProductOptions) return Promise.resolve(PRODUCTS);
    if (route === getCurrentNumber) return Promise.resolve({ current_number: 'SI/26-27/0003', voucher_type: 'Sales' });
    return Promise.resolve({ _id: 'v1' });
  });
});

function open(props: Partial<Parameters<typeof InvoiceFormPage>[0]> = {}) {
  const onSaved = vi.fn();
  renderWithProviders(<InvoiceFormPage type="Sales" company={company} onBack={vi.fn()} onSaved={onSaved} {...props} />);
  return onSaved;
}

async function choose(user: UserEvent, label: string, search: string, option: RegExp) {
  await user.click(screen.getByRole('combobox', { name: labelled(label) }));
  await user.type(screen.getByPlaceholderText(/^Search/), search);
  await user.click(screen.getByRole('option', { name: option }));
}

async function addSyrup(user: UserEvent, quantity = '3') {
  await user.click(screen.getByRole('button', { name: /Add (Items|More)/ }));
  const drawer = await screen.findByRole('dialog', { name: 'Add Item' });
  await choose(user, 'Item', 'syrup', /Cough Syrup/);
  await user.clear(within(drawer).getByLabelText(labelled('Quantity')));
  await user.type(within(drawer).getByLabelText(labelled('Quantity')), quantity);
  await user.type(within(drawer).getByLabelText(labelled('Rate')), '95.50');
  await user.type(within(drawer).getByLabelText(labelled('Discount')), '10');
  await user.click(within(drawer).getByRole('button', { name: 'Add Item' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Item' })).not.toBeInTheDocument());
}

describe('the Create invoice page (spec 2)', () => {
  it('shows the chips and the server number, read-only for a sale, and cannot create without items', async () => {
    open();
    expect(screen.getByRole('heading', { name: 'Create Sales Invoice' })).toBeInTheDocument();
    expect(screen.getByText('Verma Medical Stores')).toBeInTheDocument();
    expect(screen.getByText('TAX Enabled')).toBeInTheDocument();
    await waitFor(() => expect(field('Invoice Number')).toHaveValue('SI/26-27/0003'));
    expect(field('Invoice Number')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Create Invoice' })).toBeDisabled();
    expect(screen.getByText('Please add at least one item to continue')).toBeInTheDocument();
    expect(callApi).toHaveBeenCalledWith(
      listLedgersWithType,
      expect.objectContaining({ query: { company_id: 'c1', type: 'Debtors' } }),
    );
  });

  it('adds an item, says so, and asks for the customer before creating', async () => {
    const user = userEvent.setup();
    open();
    await addSyrup(user);
    expect(toastTexts()).toContain('Item added successfully');
    const row = screen.getByRole('row', { name: /Cough Syrup 100 ml/ });
    expect(within(row).getByText('₹309.68')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(toastTexts()).toContain('Please select a customer'));
    expect(screen.getAllByText('Please select a customer')).toHaveLength(2);
    expect(callApi).not.toHaveBeenCalledWith(createTaxVoucher, expect.anything());
  });

  it('creates the invoice with the figures the server will compute and an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const onSaved = open();
    await choose(user, 'Customer', 'sharma', /Sharma Traders/);
    expect(screen.getByText('Intra-state supply (Maharashtra): CGST + SGST')).toBeInTheDocument();
    await addSyrup(user);
    await user.type(field('Paid Amount'), '100');
    expect(screen.getByTestId('summary-cgst')).toHaveTextContent('₹16.59');
    expect(screen.getByTestId('summary-round-off')).toHaveTextContent('₹0.32');
    expect(screen.getByTestId('summary-grand-total')).toHaveTextContent('₹310.00');
    expect(
      within(screen.getByRole('complementary', { name: 'Invoice summary' })).getByText('Partially Paid'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(callApi).toHaveBeenCalledWith(createTaxVoucher, {
      body: expect.objectContaining({
        company_id: 'c1',
        voucher_type: 'Sales',
        party_name: 'Sharma Traders',
        party_name_id: 'l-sharma',
        paid_amount: 100,
        total: 286.5,
        total_tax: 33.18,
        roundoff: 0.32,
        grand_total: 310,
      }) as unknown,
      headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/) as unknown },
    });
    expect(toastTexts()).toContain('🎉 Invoice created successfully!');
  });

  it('sends a retry of the same invoice with the same Idempotency-Key, and a changed one with a new key', async () => {
    const user = userEvent.setup();
    open();
    callApi.mockImplementation((route: unknown) => {
      if (route === listLedgersWithType) return Promise.resolve(PARTIES);
      if (route === listProductOptions) return Promise.resolve(PRODUCTS);
      if (route === getCurrentNumber)
        return Promise.resolve({ current_number: 'SI/26-27/0003', voucher_type: 'Sales' });
      return Promise.reject(new ApiError('An unexpected error occurred. Please try again later.', 500));
    });
    await choose(user, 'Customer', 'bangalore', /Bangalore Pharma/);
    expect(screen.getByText('Inter-state supply to Karnataka: IGST')).toBeInTheDocument();
    await addSyrup(user);
    const keys = () =>
      callApi.mock.calls
        .filter(([route]) => route === createTaxVoucher)
        .map(([, options]) => (options as { headers: Record<string, string> }).headers['Idempotency-Key']);
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(toastTexts()).toContain('❌ Failed to create invoice. Please try again.'));
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(keys()).toHaveLength(2));
    await user.type(field('Paid Amount'), '5');
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(keys()).toHaveLength(3));
    const [first, retry, changed] = keys();
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
    expect(screen.getByTestId('summary-igst')).toHaveTextContent('₹33.18');
  });

  it("shows the server's own message when it refuses", async () => {
    const user = userEvent.setup();
    open();
    callApi.mockImplementation((route: unknown) => {
      if (route === listLedgersWithType) return Promise.resolve(PARTIES);
      if (route === listProductOptions) return Promise.resolve(PRODUCTS);
      if (route === getCurrentNumber)
        return Promise.resolve({ current_number: 'SI/26-27/0003', voucher_type: 'Sales' });
      return Promise.reject(new ApiError('Item not found: Cough Syrup 100 ml', 400));
    });
    await choose(user, 'Customer', 'sharma', /Sharma Traders/);
    await addSyrup(user);
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(toastTexts()).toContain('Item not found: Cough Syrup 100 ml'));
  });

  it("takes a purchase's bill number and a supplier, without tax with tax off", async () => {
    const user = userEvent.setup();
    callApi.mockImplementation((route: unknown) => {
      if (route === listLedgersWithType)
        return Promise.resolve([party({ _id: 'l-cipla', ledger_name: 'Cipla Distributors' })]);
      if (route === listProductOptions) return Promise.resolve(PRODUCTS);
      if (route === getCurrentNumber)
        return Promise.resolve({ current_number: 'PI/26-27/0001', voucher_type: 'Purchase' });
      return Promise.resolve({ _id: 'v2' });
    });
    const onSaved = open({ type: 'Purchase', company: { ...company, taxEnabled: false } });
    expect(screen.queryByText('TAX Enabled')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(labelled('Due Date'))).not.toBeInTheDocument();
    await waitFor(() => expect(field('Invoice Number')).toHaveValue('PI/26-27/0001'));
    await user.clear(field('Invoice Number'));
    await addSyrup(user, '10');
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(toastTexts()).toContain('Supplier invoice number is required'));
    expect(screen.getByText('Please select a supplier')).toBeInTheDocument();
    await user.type(field('Invoice Number'), 'CPL/0042');
    await choose(user, 'Supplier', 'cipla', /Cipla Distributors/);
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(callApi).toHaveBeenCalledWith(
      createVoucher,
      expect.objectContaining({
        body: expect.objectContaining({
          voucher_type: 'Purchase',
          voucher_number: 'CPL/0042',
          total_tax: 0,
          grand_total: 945,
        }) as unknown,
      }),
    );
  });

  it("never runs the suggested number into a purchase's bill number being typed as it arrives", async () => {
    const user = userEvent.setup();
    let answer: (value: unknown) => void = () => undefined;
    callApi.mockImplementation((route: unknown) => {
      if (route === getCurrentNumber) return new Promise((resolve) => (answer = resolve));
      if (route === listLedgersWithType) return Promise.resolve(PARTIES);
      return Promise.resolve(PRODUCTS);
    });
    open({ type: 'Purchase' });
    await user.click(field('Invoice Number'));
    answer({ current_number: 'PI/26-27/0001', voucher_type: 'Purchase' });
    await waitFor(() => expect(field('Invoice Number')).not.toHaveAttribute('placeholder', 'Loading...'));
    await user.keyboard('HD/2611');
    expect(field('Invoice Number')).toHaveValue('HD/2611');
  });

  it('says how an import is taxed once the supplier is abroad, and taxes it as IGST (issue 33)', async () => {
    const user = userEvent.setup();
    callApi.mockImplementation((route: unknown) => {
      if (route === listLedgersWithType)
        return Promise.resolve([
          party({ _id: 'l-cipla', ledger_name: 'Cipla Distributors', tin: '27AAGCS2288K1ZV' }),
          party({ _id: 'l-kowloon', ledger_name: 'Kowloon Parts', mailing_country: 'Hong Kong', mailing_state: null }),
        ]);
      if (route === listProductOptions) return Promise.resolve(PRODUCTS);
      if (route === getCurrentNumber)
        return Promise.resolve({ current_number: 'PI/26-27/0001', voucher_type: 'Purchase' });
      return Promise.resolve({ _id: 'v3' });
    });
    open({ type: 'Purchase' });
    await choose(user, 'Supplier', 'cipla', /Cipla Distributors/);
    expect(screen.queryByTestId('import-note')).not.toBeInTheDocument();
    await choose(user, 'Supplier', 'kowloon', /Kowloon Parts/);
    expect(screen.getByTestId('import-note')).toHaveTextContent(
      'Bought from abroad: a service is under reverse charge (tick this box); goods carry no GST',
    );
    expect(screen.getByText('Inter-state supply to Other Countries: IGST')).toBeInTheDocument();
  });
});

const voucher = {
  _id: 'v9',
  vouchar_id: 'v9',
  voucher_type: 'Sales',
  voucher_number: 'SI/26-27/0009',
  date: '2026-11-20',
  party_name: 'Sharma Traders',
  party_name_id: 'l-sharma',
  party_details: {
    name: 'Sharma Traders',
    group: 'Debtors',
    tin: null,
    address: null,
    state: 'Maharashtra',
    country: 'India',
    pincode: null,
    phone: null,
    email: null,
  },
  place_of_supply: 'Maharashtra',
  intra_state: true,
  tax_enabled: true,
  reverse_charge: false,
  narration: 'Delivered by hand',
  reference_number: null,
  reference_date: null,
  mode_of_transport: 'By Road',
  vehicle_number: 'MH12AB1234',
  payment_mode: 'Cash',
  due_date: '2026-11-27',
  paid_amount: 0,
  additional_charge: 0,
  version: 3,
  status: 'active',
  inventory: [
    {
      entry_id: 'e1',
      item: 'Cough Syrup 100 ml',
      item_id: 'p-syrup',
      unit: 'BTL',
      hsn_code: '30049011',
      quantity: 3,
      rate: 95.5,
      discount_amount: 10,
      tax_rate: 12,
      order_index: 0,
    },
  ],
} as unknown as Voucher;

describe('the Invoice edit page (spec 2)', () => {
  it('keeps the number and the customer, and sends the version it started from', async () => {
    const user = userEvent.setup();
    const onSaved = open({ voucher, onCancel: vi.fn() });
    expect(screen.getByRole('heading', { name: 'Edit Sales Invoice SI/26-27/0009' })).toBeInTheDocument();
    expect(field('Invoice Number')).toHaveValue('SI/26-27/0009');
    expect(screen.getByRole('combobox', { name: labelled('Customer') })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalledWith(getCurrentNumber, expect.anything());
    await user.click(screen.getByRole('button', { name: 'Edit Cough Syrup 100 ml' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Item' });
    await user.clear(within(drawer).getByLabelText(labelled('Quantity')));
    await user.type(within(drawer).getByLabelText(labelled('Quantity')), '4');
    await user.click(within(drawer).getByRole('button', { name: 'Update Item' }));
    await waitFor(() => expect(toastTexts()).toContain('Item updated successfully'));
    await user.click(screen.getByRole('button', { name: 'Update Invoice' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(callApi).toHaveBeenCalledWith(updateTaxVoucher, {
      params: { vouchar_id: 'v9' },
      body: expect.objectContaining({
        version: 3,
        date: '2026-11-20',
        narration: 'Delivered by hand',
        place_of_supply: 'Maharashtra',
        vehicle_number: 'MH12AB1234',
        total: 382,
        grand_total: 417,
      }) as unknown,
    });
    expect(toastTexts()).toContain('🎉 Invoice updated successfully!');
  });

  it("keeps a purchase line's free quantity through an edit, and sends it (issue 34)", async () => {
    const user = userEvent.setup();
    const [line] = voucher.inventory;
    if (!line) throw new Error('one line');
    const purchase = {
      ...voucher,
      voucher_type: 'Purchase',
      voucher_number: 'GMA/2026/114',
      inventory: [{ ...line, free_quantity: 2 }],
    } as Voucher;
    const onSaved = open({ type: 'Purchase', voucher: purchase, onCancel: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'Update Invoice' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(callApi).toHaveBeenCalledWith(updateTaxVoucher, {
      params: { vouchar_id: 'v9' },
      body: expect.objectContaining({
        items: [expect.objectContaining({ quantity: 3, free_quantity: 2 })],
      }) as unknown,
    });
  });

  it('keeps the date and items of an invoice with credit notes against it (issue 18)', async () => {
    open({
      voucher: {
        ...voucher,
        returns: {
          lines: [{ order_index: 0, quantity: 1, taxable_value: 92.17, cgst: 5.53, sgst: 5.53, igst: 0 }],
          credited: 103,
          notes: [{ vouchar_id: 'cn-1', voucher_number: 'CN/26-27/0001', date: '2026-11-21', grand_total: 103 }],
        },
      },
      onCancel: vi.fn(),
    });
    expect(
      screen.getByText(
        'Credit note CN/26-27/0001 is raised against this invoice: its date and items cannot change until it is cancelled.',
      ),
    ).toBeInTheDocument();
    expect(field('Invoice Date')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Edit Cough Syrup 100 ml' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add More' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Invoice' })).toBeEnabled();
  });
});

const paracetamol = {
  _id: 'p-para',
  stock_item_name: 'Paracetamol 500 mg (strip of 10)',
  unit: 'TBS',
  hsn_code: '30049099',
  tax_rate: 12,
  current_stock: 300,
  batch_tracked: true,
};
const BATCHES: Batch[] = [
  {
    batch_number: 'P2401',
    expiry: '2026-08-31',
    mfg: null,
    mrp: null,
    quantity: 100,
    status: 'expiring',
    days_to_expiry: 77,
  },
  {
    batch_number: 'P2407',
    expiry: '2027-06-30',
    mfg: null,
    mrp: null,
    quantity: 200,
    status: 'ok',
    days_to_expiry: 380,
  },
];

describe('batch-tracked lines (issue 18)', () => {
  let refusal: ApiError | undefined;
  beforeEach(() => {
    // Design 5.2's day: 15 June 2026, P2401 expiring in 77 days.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-15T10:00:00+05:30'));
    refusal = undefined;
    callApi.mockImplementation((route: RouteDefinition) => {
      if (route === listLedgersWithType) return Promise.resolve(PARTIES);
      if (route === listProductOptions) return Promise.resolve([syrup, paracetamol]);
      if (route === getCurrentNumber)
        return Promise.resolve({ current_number: 'SI/26-27/0003', voucher_type: 'Sales' });
      if (route === listProductBatches) return Promise.resolve(BATCHES);
      return refusal ? Promise.reject(refusal) : Promise.resolve({ _id: 'v1' });
    });
  });
  afterEach(() => vi.useRealTimers());

  async function addParacetamol(user: UserEvent, quantity: string, rate: string, batch?: [string, string]) {
    await user.click(screen.getByRole('button', { name: /Add (Items|More)/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Item' });
    await choose(user, 'Item', 'para', /Paracetamol/);
    if (batch) {
      await user.type(await within(drawer).findByLabelText(labelled('Batch Number')), batch[0]);
      await user.type(within(drawer).getByLabelText(labelled('Expiry')), batch[1]);
    } else {
      await within(drawer).findByRole('radio', { name: /^P2401/ });
    }
    await user.clear(within(drawer).getByLabelText(labelled('Quantity')));
    await user.type(within(drawer).getByLabelText(labelled('Quantity')), quantity);
    await user.type(within(drawer).getByLabelText(labelled('Rate')), rate);
    await user.click(within(drawer).getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Item' })).not.toBeInTheDocument());
  }

  it('sells 130 as 100 of P2401 and 30 of P2407, a line each naming its batch: 325.00 + IGST 39.00 = 364.00', async () => {
    const user = userEvent.setup();
    const onSaved = open();
    await choose(user, 'Customer', 'bangalore', /Bangalore Pharma/);
    await addParacetamol(user, '130', '2.50');
    const rows = screen.getAllByRole('row', { name: /Paracetamol/ });
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    if (!first || !second) throw new Error('two lines expected');
    expect(within(first).getByTestId('line-batch')).toHaveTextContent('Batch P2401 · Exp 08/2026');
    expect(within(first).getByTestId('line-batch-warning')).toHaveTextContent(
      'Batch P2401 expires on 31 Aug 2026, in 77 days',
    );
    expect(within(second).getByTestId('line-batch')).toHaveTextContent('Batch P2407 · Exp 06/2027');
    expect(within(second).queryByTestId('line-batch-warning')).not.toBeInTheDocument();
    expect(screen.getByTestId('summary-grand-total')).toHaveTextContent('₹364.00');

    // A second line of the product starts where the first left off: P2407 has 170 left.
    await user.click(screen.getByRole('button', { name: 'Add More' }));
    const drawer = await screen.findByRole('dialog', { name: 'Add Item' });
    await choose(user, 'Item', 'para', /Paracetamol/);
    expect(await within(drawer).findByRole('radio', { name: /^P2407.*170 TBS in stock/ })).toBeInTheDocument();
    expect(within(drawer).queryByRole('radio', { name: /^P2401/ })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(callApi).toHaveBeenCalledWith(
      createTaxVoucher,
      expect.objectContaining({
        body: expect.objectContaining({
          total_amount: 325,
          total_tax: 39,
          grand_total: 364,
          items: [
            expect.objectContaining({ quantity: 100, batch_number: 'P2401', amount: 250, tax_amount: 30 }),
            expect.objectContaining({ quantity: 30, batch_number: 'P2407', amount: 75, tax_amount: 9 }),
          ],
        }) as unknown,
      }),
    );
  }, 15_000);

  it("sends a purchase line's batch, and shows the server's refusal of it at the line", async () => {
    const user = userEvent.setup();
    open({ type: 'Purchase' });
    await waitFor(() => expect(field('Invoice Number')).toHaveValue('SI/26-27/0003'));
    await user.clear(field('Invoice Number'));
    await user.type(field('Invoice Number'), 'HPD-2207');
    await choose(user, 'Supplier', 'bangalore', /Bangalore Pharma/);
    await addParacetamol(user, '100', '1.50', ['P2409', '2026-09-01']);
    const row = screen.getByRole('row', { name: /Paracetamol/ });
    expect(within(row).getByTestId('line-batch')).toHaveTextContent('Batch P2409 · Exp 09/2026');
    // Someone recorded the batch meanwhile, with another expiry: the server says so, at the line.
    refusal = new ApiError('Batch P2409 of Paracetamol 500 mg (strip of 10) is recorded with expiry 10/2026', 400, [
      {
        field: 'items.0.batch_expiry',
        message: 'Batch P2409 of Paracetamol 500 mg (strip of 10) is recorded with expiry 10/2026',
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Create Invoice' }));
    expect(
      await within(row).findByText('Batch P2409 of Paracetamol 500 mg (strip of 10) is recorded with expiry 10/2026'),
    ).toBeInTheDocument();
    expect(callApi).toHaveBeenCalledWith(
      createTaxVoucher,
      expect.objectContaining({
        body: expect.objectContaining({
          items: [expect.objectContaining({ quantity: 100, batch_number: 'P2409', batch_expiry: '2026-09-01' })],
        }) as unknown,
      }),
    );

    // Edited, the line's message goes.
    await user.click(within(row).getByRole('button', { name: /Edit Paracetamol/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Item' });
    await user.clear(within(drawer).getByLabelText(labelled('Expiry')));
    await user.type(within(drawer).getByLabelText(labelled('Expiry')), '10/2026');
    await user.click(within(drawer).getByRole('button', { name: 'Update Item' }));
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /Paracetamol/ })).getByTestId('line-batch')).toHaveTextContent(
        'Batch P2409 · Exp 10/2026',
      ),
    );
    expect(within(screen.getByRole('row', { name: /Paracetamol/ })).queryByRole('alert')).not.toBeInTheDocument();
  }, 15_000);
});
