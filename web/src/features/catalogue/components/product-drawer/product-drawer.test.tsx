import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createProduct } from '@app/shared/api/routes/product/create-product';
import { callApi } from '@/test/api-client-mock';
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
