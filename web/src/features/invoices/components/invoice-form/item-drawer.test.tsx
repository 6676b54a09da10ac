import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ProductOption } from '@app/shared/catalogue/product-docs';
import { syrup } from '@/test/product-fixtures';
import { renderWithProviders } from '@/test/render';
import { ItemDrawer } from './item-drawer';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const PRODUCTS: ProductOption[] = [
  {
    _id: 'p-para',
    stock_item_name: 'Paracetamol 500 mg (strip of 10)',
    unit: 'TBS',
    hsn_code: '30049099',
    tax_rate: 12,
    current_stock: 240,
  },
  syrup,
  { _id: 'p-rice', stock_item_name: 'Basmati Rice', unit: 'KGS', hsn_code: '1006', tax_rate: 5, current_stock: 20.5 },
];

const labelled = (text: string) => new RegExp(`^${text.replace(/[()/%]/g, '\\$&')}\\*?$`);
const field = (label: string) => screen.getByLabelText(labelled(label));

function open(taxEnabled = true, onSave = vi.fn()) {
  renderWithProviders(
    <ItemDrawer open onOpenChange={vi.fn()} taxEnabled={taxEnabled} intraState products={PRODUCTS} onSave={onSave} />,
  );
  return onSave;
}

async function pick(user: UserEvent, search: string, name: RegExp) {
  await user.click(screen.getByRole('combobox', { name: labelled('Item') }));
  await user.type(screen.getByPlaceholderText('Search items...'), search);
  await user.click(screen.getByRole('option', { name }));
}

describe('the Add/Edit Item drawer (spec 2, 5)', () => {
  it('says what is missing', async () => {
    const user = userEvent.setup();
    const onSave = open();
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByText('Item is required')).toBeInTheDocument();
    expect(screen.getByText('Rate must be greater than 0')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('finds items ignoring spaces and case, and takes their unit, HSN/SAC and tax rate', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('combobox', { name: labelled('Item') }));
    await user.type(screen.getByPlaceholderText('Search items...'), 'PARA CETAMOL500');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Paracetamol 500 mg (strip of 10)240 TBS in stock',
    ]);
    await user.click(screen.getByRole('option', { name: /Paracetamol/ }));
    expect(field('Unit')).toHaveValue('TBS');
    expect(field('HSN/SAC Code')).toHaveValue('30049099');
    expect(field('Tax Rate (%)')).toHaveValue('12');
    expect(field('Quantity')).toHaveValue('1');
  });

  it('works out amount = qty x rate and tax = (amount - discount) x rate / 100, and adds with Enter', async () => {
    const user = userEvent.setup();
    const onSave = open();
    await pick(user, 'cough', /Cough Syrup/);
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '3');
    await user.type(field('Rate'), '95.50');
    await user.type(field('Discount'), '10');
    expect(screen.getByTestId('item-amount')).toHaveTextContent('₹286.50');
    expect(screen.getByTestId('item-tax')).toHaveTextContent('₹33.18');
    expect(screen.getByTestId('item-total')).toHaveTextContent('₹309.68');
    await user.type(field('Discount'), '{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({
      item_id: 'p-syrup',
      item: 'Cough Syrup 100 ml',
      unit: 'BTL',
      hsn_code: '30049011',
      quantity: '3',
      rate: '95.50',
      discount: '10',
      tax_rate: '12',
    });
  });

  it('floors a whole-number unit and rounds a decimal unit when the quantity box is left', async () => {
    const user = userEvent.setup();
    open();
    await pick(user, 'syrup', /Cough Syrup/);
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '2.7');
    await user.tab();
    expect(field('Quantity')).toHaveValue('2');
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '0.5');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(
      await screen.findByText('Quantity must be greater than 0 and should be a valid whole number'),
    ).toBeInTheDocument();

    await pick(user, 'rice', /Basmati Rice/);
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '1.256');
    await user.tab();
    expect(field('Quantity')).toHaveValue('1.26');
  });

  it('has no tax boxes when the company has tax off', async () => {
    const user = userEvent.setup();
    open(false);
    await pick(user, 'cough', /Cough Syrup/);
    await user.type(field('Rate'), '78');
    expect(screen.queryByLabelText(labelled('HSN/SAC Code'))).not.toBeInTheDocument();
    expect(screen.queryByTestId('item-tax')).not.toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByTestId('item-total')).toHaveTextContent('₹78.00');
  });
});
