import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createProduct } from '@app/shared/api/routes/product/create-product';
import { updateProduct } from '@app/shared/api/routes/product/update-product';
import type { Product } from '@app/shared/catalogue/product-docs';
import { ApiError, callApi } from '@/test/api-client-mock';
import { renderWithProviders, toastTexts } from '@/test/render';
import { ProductDrawer } from './product-drawer';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

beforeEach(() => {
  callApi.mockReset();
  // The category and group pickers' options.
  callApi.mockResolvedValue([]);
});

/** A field by its label; required fields' labels end in an asterisk. */
const labelled = (text: string) => new RegExp(`^${text.replace(/[()/]/g, '\\$&')}\\*?$`);
const field = (label: string) => screen.getByLabelText(labelled(label));
const maybeField = (label: string) => screen.queryByLabelText(labelled(label));

const open = (taxEnabled: boolean) =>
  renderWithProviders(<ProductDrawer open onOpenChange={vi.fn()} companyId="c1" taxEnabled={taxEnabled} />);

const steps = () =>
  within(screen.getByRole('list', { name: 'Steps' }))
    .getAllByRole('button')
    .map((step) => step.textContent);

async function chooseUnit(user: UserEvent, label: string) {
  await user.click(field('Unit of Measurement'));
  await user.type(screen.getByPlaceholderText('Search units...'), label.split(' ')[0] ?? '');
  await user.click(screen.getByRole('option', { name: label }));
}

async function basicDetails(user: UserEvent, unit = 'Kilograms (KGS)') {
  await user.type(field('Product Name'), 'Basmati Rice');
  await chooseUnit(user, unit);
}

describe('ProductDrawer', () => {
  it('has three steps when the company has tax on, two when it has not', () => {
    open(true);
    expect(steps()).toEqual(['1Basic Details', '2Additional Info', '3Advanced Settings']);
    expect(screen.getByRole('heading', { name: 'Create Product' })).toBeInTheDocument();
  });

  it('has two steps with tax off', () => {
    open(false);
    expect(steps()).toEqual(['1Basic Details', '2Additional Info']);
  });

  it('enables Next and the later steps only once the name and unit are in, and ticks the step', async () => {
    const user = userEvent.setup();
    open(true);
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: /Additional Info/ })).toBeDisabled();
    await user.type(field('Product Name'), 'Basmati Rice');
    expect(next).toBeDisabled();
    await chooseUnit(user, 'Kilograms (KGS)');
    expect(next).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Basic Details (completed)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Additional Info/ }));
    expect(screen.getByRole('heading', { name: 'Additional Info' })).toBeInTheDocument();
    expect(field('Opening Stock Quantity')).toBeInTheDocument();
  });

  it('refuses keystrokes a quantity cannot hold for the unit, and shows the opening value', async () => {
    const user = userEvent.setup();
    open(false);
    await basicDetails(user, 'Kilograms (KGS)');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const quantity = field('Opening Stock Quantity');
    await user.type(quantity, '12.3456');
    expect(quantity).toHaveValue('12.345');
    await user.type(field('Opening Rate'), '99.999');
    expect(field('Opening Rate')).toHaveValue('99.99');
    expect(field('Opening Stock Value')).toHaveValue('₹1,234.38');

    await user.click(screen.getByRole('button', { name: /Basic Details/ }));
    await chooseUnit(user, 'Pieces (PCS)');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const pieces = field('Opening Stock Quantity');
    await user.type(pieces, '2.5');
    expect(pieces).toHaveValue('25');
  });

  it('clears the low stock alert and opening quantity when the unit changes, and keeps the rate', async () => {
    const user = userEvent.setup();
    open(false);
    await basicDetails(user, 'Litres (LTR)');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(field('Low Stock Alert'), '2.5');
    await user.type(field('Opening Stock Quantity'), '40.25');
    await user.type(field('Opening Rate'), '120');
    expect(field('Opening Stock Value')).toHaveValue('₹4,830.00');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await chooseUnit(user, 'Millilitres (MLT)');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(field('Low Stock Alert')).toHaveValue('');
    expect(field('Opening Stock Quantity')).toHaveValue('');
    expect(field('Opening Rate')).toHaveValue('120');
    expect(field('Opening Stock Value')).toHaveValue('₹0.00');
  });

  it('shows only the first problem as a toast, on its step, and sends nothing', async () => {
    const user = userEvent.setup();
    open(true);
    await basicDetails(user);
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(toastTexts()).toContain('HSN code is required'));
    expect(toastTexts()).not.toContain('Taxability is required');
    // The field says it too.
    expect(screen.getByText('HSN code is required', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Advanced Settings' })).toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalledWith(createProduct, expect.anything());
  });

  it('reveals the tax fields once an HSN code is typed', async () => {
    const user = userEvent.setup();
    open(true);
    await basicDetails(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(maybeField('Taxability')).not.toBeInTheDocument();
    await user.type(field('HSN/SAC Code'), '10ab06');
    expect(field('HSN/SAC Code')).toHaveValue('1006');
    expect(field('Taxability')).toBeInTheDocument();
    expect(field('Nature of Goods')).toBeInTheDocument();
    expect(maybeField('Tax Rate')).not.toBeInTheDocument();
  });

  it('creates a tax-off product with what was typed, then says so', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    callApi.mockImplementation((route: unknown) =>
      Promise.resolve(route === createProduct ? { _id: 'p1', stock_item_name: 'Basmati Rice' } : []),
    );
    renderWithProviders(<ProductDrawer open onOpenChange={onOpenChange} companyId="c1" taxEnabled={false} />);
    await basicDetails(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(field('Opening Stock Quantity'), '25.5');
    await user.type(field('Opening Rate'), '82.4');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Product successfully created! 🎉')).toBeInTheDocument();
    expect(callApi).toHaveBeenCalledWith(createProduct, {
      body: expect.objectContaining({
        company_id: 'c1',
        stock_item_name: 'Basmati Rice',
        unit: 'KGS',
        opening_balance: '25.5',
        opening_rate: '82.4',
        category_id: null,
        image: null,
      }) as unknown,
    });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });
});

/** A product as the edit drawer gets it: 50 tablets opening, no vouchers yet unless told. */
const product = (fields: Partial<Product>): Product => ({
  _id: 'p1',
  company_id: 'c1',
  stock_item_name: 'Azithromycin 500 mg',
  unit: 'TBS',
  unit_id: 23,
  alias_name: null,
  description: null,
  barcode: null,
  category: null,
  category_id: null,
  group: null,
  group_id: null,
  image: null,
  image_key: null,
  opening_balance: 50,
  opening_rate: 12,
  opening_value: 600,
  low_stock_alert: null,
  nature_of_goods: null,
  hsn_code: null,
  taxability: null,
  tax_rate: null,
  current_stock: 50,
  purchase_qty: 0,
  purchase_value: 0,
  sales_qty: 0,
  sales_value: 0,
  closing_rate: 12,
  closing_value: 600,
  stock_status: 'positive',
  last_restock_date: null,
  batch_tracked: false,
  opening_batches: [],
  is_deleted: false,
  created_at: '2026-04-01T05:30:00.000Z',
  updated_at: '2026-04-01T05:30:00.000Z',
  ...fields,
});

const batchSwitch = () => screen.getByRole('switch', { name: 'Track batches and expiry' });

describe('ProductDrawer: batches and expiry (issue 18)', () => {
  it('has the switch off by default beside the opening stock, and asks for the opening batches once both are set', async () => {
    const user = userEvent.setup();
    open(false);
    await basicDetails(user, 'Tablets (TBS)');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(batchSwitch()).not.toBeChecked();
    expect(screen.queryByRole('group', { name: /Opening Batches/ })).not.toBeInTheDocument();
    await user.click(batchSwitch());
    expect(batchSwitch()).toBeChecked();
    // No opening stock: no batch to name.
    expect(screen.queryByRole('group', { name: /Opening Batches/ })).not.toBeInTheDocument();
    await user.type(field('Opening Stock Quantity'), '50');
    expect(screen.getByRole('group', { name: /Opening Batches/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Batch 1 expiry')).toHaveAttribute('placeholder', 'MM/YYYY');
    expect(screen.getByLabelText('Batch 1 quantity')).toHaveAttribute('placeholder', 'All');
    expect(screen.getByRole('button', { name: 'Create Product' })).toBeEnabled();
    expect(screen.getByText('MM/YYYY as printed on the pack')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Batch 1 expiry'), '08/2026');
    expect(screen.getByText('Good till 31 Aug 2026')).toBeInTheDocument();
  });

  it("refuses to save without the opening batch or with an expiry it cannot read, in the shared rules' words", async () => {
    const user = userEvent.setup();
    open(false);
    await basicDetails(user, 'Tablets (TBS)');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(batchSwitch());
    await user.type(field('Opening Stock Quantity'), '50');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(toastTexts()).toContain('Give the batch number and expiry of the opening stock'));
    expect(screen.getByText('Give the batch number and expiry of the opening stock', { selector: 'p' })).toBeVisible();
    await user.type(screen.getByLabelText('Batch 1 number'), 'AZ-01');
    await user.type(screen.getByLabelText('Batch 1 expiry'), '13/2027');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(
      await screen.findByText('Expiry must be a month and year like 08/2026, or a date', { selector: 'p' }),
    ).toBeVisible();
    expect(callApi).not.toHaveBeenCalledWith(createProduct, expect.anything());
  });

  it('creates a batch-tracked product with its opening batch', async () => {
    const user = userEvent.setup();
    callApi.mockImplementation((route: unknown) =>
      Promise.resolve(route === createProduct ? product({ batch_tracked: true }) : []),
    );
    open(false);
    await basicDetails(user, 'Tablets (TBS)');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(field('Opening Stock Quantity'), '50');
    await user.click(batchSwitch());
    // One batch holds it all; two must add up to it (issue 32).
    await user.type(screen.getByLabelText('Batch 1 number'), ' AZ-01');
    await user.type(screen.getByLabelText('Batch 1 expiry'), '12/2027');
    expect(screen.getByText('Good till 31 Dec 2027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Batch' }));
    await user.type(screen.getByLabelText('Batch 1 quantity'), '30');
    await user.type(screen.getByLabelText('Batch 2 number'), 'AZ-02');
    await user.type(screen.getByLabelText('Batch 2 expiry'), '06/2028');
    await user.type(screen.getByLabelText('Batch 2 quantity'), '15');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(
      await screen.findByText('The opening batches add up to 45, not the opening stock of 50'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Batch 2 quantity'));
    await user.type(screen.getByLabelText('Batch 2 quantity'), '20');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await screen.findByText('Product successfully created! 🎉')).toBeInTheDocument();
    expect(callApi).toHaveBeenCalledWith(createProduct, {
      body: expect.objectContaining({
        opening_balance: '50',
        batch_tracked: true,
        opening_batches: [
          { batch_number: 'AZ-01', batch_expiry: '12/2027', quantity: '30' },
          { batch_number: 'AZ-02', batch_expiry: '06/2028', quantity: '20' },
        ],
      }) as unknown,
    });
  });

  it("shows the server's refusal at its field, on its step", async () => {
    const user = userEvent.setup();
    const refusal =
      'Batches can be switched on only for a product with no vouchers yet: add a new product for batch-wise stock';
    callApi.mockImplementation((route: unknown) =>
      route === updateProduct
        ? Promise.reject(new ApiError(refusal, 400, [{ field: 'batch_tracked', message: refusal }]))
        : Promise.resolve([]),
    );
    renderWithProviders(
      <ProductDrawer
        open
        onOpenChange={vi.fn()}
        companyId="c1"
        taxEnabled={false}
        product={product({ opening_balance: 0 })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(batchSwitch());
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await waitFor(() => expect(toastTexts()).toContain(refusal));
    expect(screen.getByRole('heading', { name: 'Additional Info' })).toBeInTheDocument();
    expect(screen.getByText(refusal, { selector: 'p' })).toHaveClass('text-destructive');
    expect(batchSwitch()).toHaveAttribute('aria-invalid', 'true');
    expect(callApi).toHaveBeenCalledWith(updateProduct, {
      params: { id: 'p1' },
      body: expect.objectContaining({ batch_tracked: true, opening_batches: [] }) as unknown,
    });
  });

  it("shows an edited product's setting and opening batch, its expiry as typed off the pack", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ProductDrawer
        open
        onOpenChange={vi.fn()}
        companyId="c1"
        taxEnabled={false}
        product={product({
          batch_tracked: true,
          opening_batches: [{ batch_number: 'AZ-01', batch_expiry: '2027-12-31', quantity: 120 }],
        })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(batchSwitch()).toBeChecked();
    expect(screen.getByLabelText('Batch 1 number')).toHaveValue('AZ-01');
    expect(screen.getByLabelText('Batch 1 expiry')).toHaveValue('12/2027');
    expect(screen.getByLabelText('Batch 1 quantity')).toHaveValue('120');
  });

  it('keeps batches off for a product that already has vouchers, and says why', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ProductDrawer
        open
        onOpenChange={vi.fn()}
        companyId="c1"
        taxEnabled={false}
        product={product({ purchase_qty: 10 })}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(batchSwitch()).toBeDisabled();
    expect(screen.getByText(/^Batches can be switched on only for a product with no vouchers yet/)).toBeVisible();
  });
});
