import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RouteDefinition } from '@app/shared/api/route';
import { listProductBatches } from '@app/shared/api/routes/product/list-product-batches';
import type { Batch } from '@app/shared/catalogue/batch-docs';
import type { LedgerOption } from '@app/shared/books/ledger-docs';
import type { ProductOption } from '@app/shared/catalogue/product-docs';
import { callApi } from '@/test/api-client-mock';
import { syrup } from '@/test/product-fixtures';
import { renderWithProviders } from '@/test/render';
import type { ItemDraft } from '../../item-form';
import { ItemDrawer, type ItemBatchContext } from './item-drawer';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const PRODUCTS: ProductOption[] = [
  {
    _id: 'p-para',
    stock_item_name: 'Paracetamol 500 mg (strip of 10)',
    unit: 'TBS',
    hsn_code: '30049099',
    tax_rate: 12,
    current_stock: 240,
    batch_tracked: true,
  },
  syrup,
  {
    _id: 'p-rice',
    stock_item_name: 'Basmati Rice',
    unit: 'KGS',
    hsn_code: '1006',
    tax_rate: 5,
    current_stock: 20.5,
    batch_tracked: false,
  },
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
    expect(onSave).toHaveBeenCalledWith([
      {
        item_id: 'p-syrup',
        item: 'Cough Syrup 100 ml',
        unit: 'BTL',
        hsn_code: '30049011',
        quantity: '3',
        rate: '95.50',
        discount: '10',
        tax_rate: '12',
      },
    ]);
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

  it('offers a purchase its expense ledgers below the items, and an expense line takes no unit (issue 32)', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const electricity = { _id: 'l-power', ledger_name: 'Electricity', parent: 'Indirect Expenses' };
    renderWithProviders(
      <ItemDrawer
        open
        onOpenChange={vi.fn()}
        taxEnabled
        intraState
        products={PRODUCTS}
        expenseLedgers={[electricity as LedgerOption]}
        onSave={onSave}
      />,
    );
    expect(screen.getByText('Pick an item or an expense, then its quantity and rate.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: labelled('Item') }));
    expect(
      within(screen.getByRole('group', { name: 'Expenses and fixed assets' })).getByRole('option'),
    ).toHaveTextContent('ElectricityIndirect Expenses');
    await user.click(screen.getByRole('option', { name: /Electricity/ }));
    expect(field('Unit')).toHaveValue('');
    await user.type(field('Rate'), '10000');
    await user.type(field('HSN/SAC Code'), '996912');
    await user.type(field('Tax Rate (%)'), '18');
    expect(screen.getByTestId('item-total')).toHaveTextContent('₹11,800.00');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith([
      {
        item_id: '',
        ledger_id: 'l-power',
        item: 'Electricity',
        unit: '',
        hsn_code: '996912',
        quantity: '1',
        rate: '10000',
        discount: '',
        tax_rate: '18',
      },
    ]);
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

/** Design 5.2: today 2026-06-15, window 90 days; P2312 expired, P2401 expiring in 77 days, P2407 fine. */
const BATCHES: Batch[] = [
  {
    batch_number: 'P2312',
    expiry: '2026-05-31',
    mfg: null,
    mrp: null,
    quantity: 10,
    status: 'expired',
    days_to_expiry: -15,
  },
  {
    batch_number: 'P2401',
    expiry: '2026-08-31',
    mfg: null,
    mrp: 32.5,
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
const WARNING = 'Batch P2401 expires on 31 Aug 2026, in 77 days';

function openWithBatches(type: 'Sales' | 'Purchase', options: { item?: ItemDraft; held?: Map<string, number> } = {}) {
  callApi.mockReset();
  callApi.mockImplementation((route: RouteDefinition) => {
    if (route === listProductBatches) return Promise.resolve(BATCHES);
    return Promise.reject(new Error(`unexpected call to ${route.path}`));
  });
  const batches: ItemBatchContext = {
    companyId: 'c1',
    type,
    date: '2026-06-15',
    today: '2026-06-15',
    heldOf: () => options.held ?? new Map(),
  };
  const onSave = vi.fn();
  renderWithProviders(
    <ItemDrawer
      open
      onOpenChange={vi.fn()}
      taxEnabled
      intraState={false}
      products={PRODUCTS}
      item={options.item}
      onSave={onSave}
      batches={batches}
    />,
  );
  return onSave;
}

async function sellParacetamol(user: UserEvent, quantity: string) {
  await pick(user, 'para', /Paracetamol/);
  await screen.findByRole('radio', { name: /^P2401/ });
  await user.clear(field('Quantity'));
  await user.type(field('Quantity'), quantity);
  await user.type(field('Rate'), '2.50');
}

const takes = () => screen.getAllByTestId('batch-option').map((option) => option.textContent);

describe('the item drawer with batches (issue 18)', () => {
  it('offers the unexpired batches of a sale and proposes 100 of P2401 + 30 of P2407 for 130, with the warning', async () => {
    const user = userEvent.setup();
    const onSave = openWithBatches('Sales');
    await sellParacetamol(user, '130');
    // The expired P2312 is not offered; first expiry, first out is chosen.
    expect(screen.getByRole('radio', { name: /First expiry, first out/ })).toBeChecked();
    expect(takes()).toEqual([
      `P2401Exp 08/2026 · 100 TBS in stock${WARNING}Takes 100 TBS`,
      'P2407Exp 06/2027 · 200 TBS in stockTakes 30 TBS',
    ]);
    expect(screen.getByText(WARNING)).toHaveClass('text-amber-700');
    expect(screen.getByTestId('batch-proposal')).toHaveTextContent(
      'Adds 2 lines, one per batch: P2401 100 TBS + P2407 30 TBS',
    );
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual([
      expect.objectContaining({
        item_id: 'p-para',
        quantity: '100',
        rate: '2.50',
        batch_number: 'P2401',
        batch_expiry: '2026-08-31',
        batch_warning: WARNING,
      }),
      expect.objectContaining({
        quantity: '30',
        batch_number: 'P2407',
        batch_expiry: '2027-06-30',
        batch_warning: undefined,
      }),
    ]);
  });

  it('shares a discount between the batch lines as the server does, the last taking what is left', async () => {
    const user = userEvent.setup();
    const onSave = openWithBatches('Sales');
    await sellParacetamol(user, '130');
    await user.type(field('Discount'), '10');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    const lines = onSave.mock.calls[0]?.[0] as ItemDraft[];
    expect(lines.map((line) => line.discount)).toEqual(['7.69', '2.31']);
  });

  it('counts what the other lines take: a second line of 30 starts where the first left off', async () => {
    const user = userEvent.setup();
    const onSave = openWithBatches('Sales', { held: new Map([['P2401', 90_000]]) });
    await sellParacetamol(user, '30');
    expect(takes()[0]).toBe(`P2401Exp 08/2026 · 10 TBS in stock${WARNING}Takes 10 TBS`);
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect((onSave.mock.calls[0]?.[0] as ItemDraft[]).map((line) => [line.batch_number, line.quantity])).toEqual([
      ['P2401', '10'],
      ['P2407', '20'],
    ]);
  });

  it('says how much the unexpired batches hold when the quantity is more, and adds nothing', async () => {
    const user = userEvent.setup();
    const onSave = openWithBatches('Sales');
    await sellParacetamol(user, '400');
    expect(screen.getByTestId('batch-issue')).toHaveTextContent(
      'Only 300 of Paracetamol 500 mg (strip of 10) are in unexpired batches',
    );
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('takes a batch picked by hand, and refuses more than it holds', async () => {
    const user = userEvent.setup();
    const onSave = openWithBatches('Sales');
    await sellParacetamol(user, '130');
    await user.click(screen.getByRole('radio', { name: /^P2407/ }));
    expect(takes()[1]).toBe('P2407Exp 06/2027 · 200 TBS in stockTakes 130 TBS');
    expect(takes()[0]).toMatch(/—$/);
    await user.click(screen.getByRole('radio', { name: /^P2401/ }));
    expect(screen.getByTestId('batch-issue')).toHaveTextContent(
      'Only 100 of Paracetamol 500 mg (strip of 10) are left in batch P2401',
    );
    await user.click(screen.getByRole('radio', { name: /^P2407/ }));
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual([
      expect.objectContaining({ quantity: '130', batch_number: 'P2407', batch_expiry: '2027-06-30' }),
    ]);
  });

  it('edits a batch line on its own batch', async () => {
    const user = userEvent.setup();
    const item: ItemDraft = {
      item_id: 'p-para',
      item: 'Paracetamol 500 mg (strip of 10)',
      unit: 'TBS',
      hsn_code: '30049099',
      quantity: '30',
      rate: '2.50',
      discount: '',
      tax_rate: '12',
      batch_number: 'P2407',
      batch_expiry: '2027-06-30',
    };
    const onSave = openWithBatches('Sales', { item });
    expect(await screen.findByRole('radio', { name: /^P2407/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Update Item' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual([expect.objectContaining({ quantity: '30', batch_number: 'P2407' })]);
  });

  it('asks a purchase for the batch number and expiry, reads MM/YYYY, and keeps a known batch to its expiry', async () => {
    const user = userEvent.setup();
    const onSave = openWithBatches('Purchase');
    await pick(user, 'para', /Paracetamol/);
    await screen.findByLabelText(labelled('Batch Number'));
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '100');
    await user.type(field('Rate'), '1.50');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(
      await screen.findByText('Batch number is required for Paracetamol 500 mg (strip of 10)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Expiry is required')).toBeInTheDocument();

    await user.type(field('Batch Number'), 'p2401');
    await user.type(field('Expiry'), '13/2026');
    expect(await screen.findByText('Expiry must be a month and year like 08/2026, or a date')).toBeInTheDocument();
    await user.clear(field('Expiry'));
    await user.type(field('Expiry'), '09/2026');
    expect(
      await screen.findByText('Batch P2401 of Paracetamol 500 mg (strip of 10) is recorded with expiry 08/2026'),
    ).toBeInTheDocument();
    await user.clear(field('Expiry'));
    await user.type(field('Expiry'), '08/2026');
    expect(screen.getByText('Good till 31 Aug 2026')).toBeInTheDocument();
    await user.type(field('Mfg Date'), '02/2026');
    await user.type(field('MRP (₹)'), '32.50');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual([
      expect.objectContaining({
        quantity: '100',
        rate: '1.50',
        batch_number: 'p2401',
        batch_expiry: '08/2026',
        batch_mfg: '02/2026',
        batch_mrp: '32.50',
      }),
    ]);
  });

  it("takes a purchase scheme's free quantity, in whole units as the quantity (issue 34)", async () => {
    const user = userEvent.setup();
    const onSave = openWithBatches('Purchase');
    await pick(user, 'syrup', /Cough Syrup/);
    await user.type(field('Free'), '2.7');
    await user.tab();
    // Bottles are whole: 2.7 is 2, as the quantity box floors it.
    expect(field('Free')).toHaveValue('2');
    await user.type(field('Rate'), '78{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual([expect.objectContaining({ quantity: '1', free_quantity: '2' })]);
  });

  it('asks a sale for no free quantity', () => {
    openWithBatches('Sales');
    expect(screen.queryByLabelText(labelled('Free'))).not.toBeInTheDocument();
  });

  it('fills in the expiry of a batch bought before, and asks nothing of a product without batches', async () => {
    const user = userEvent.setup();
    const onSave = openWithBatches('Purchase');
    await pick(user, 'para', /Paracetamol/);
    await user.type(await screen.findByLabelText(labelled('Batch Number')), 'P2407');
    await user.tab();
    expect(field('Expiry')).toHaveValue('06/2027');
    expect(screen.getByText('Recorded with expiry 06/2027')).toBeInTheDocument();

    await pick(user, 'syrup', /Cough Syrup/);
    await waitFor(() => expect(screen.queryByLabelText(labelled('Batch Number'))).not.toBeInTheDocument());
    await user.type(field('Rate'), '78');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(
      Object.keys((onSave.mock.calls[0]?.[0] as ItemDraft[])[0] ?? {}).filter((key) => key.startsWith('batch')),
    ).toEqual([]);
  });

  it("knows from the pickers' list which products keep batches, and reads only a batch-tracked one's batches", async () => {
    const user = userEvent.setup();
    const onSave = openWithBatches('Sales');
    await pick(user, 'cough', /Cough Syrup/);
    await user.type(field('Rate'), '78{Enter}');
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]?.[0]).toEqual([expect.objectContaining({ item_id: 'p-syrup', rate: '78' })]);
    expect(callApi).not.toHaveBeenCalled();

    await sellParacetamol(user, '10');
    expect(callApi).toHaveBeenCalledTimes(1);
    expect(callApi).toHaveBeenCalledWith(listProductBatches, expect.objectContaining({ params: { id: 'p-para' } }));
  });

  it("keeps an Enter given before a batch-tracked product's batches are read, and adds its lines then", async () => {
    const user = userEvent.setup();
    const onSave = openWithBatches('Sales');
    let answer: (batches: Batch[]) => void = () => undefined;
    callApi.mockImplementation((route: RouteDefinition) =>
      route === listProductBatches
        ? new Promise((resolve) => {
            answer = resolve;
          })
        : Promise.reject(new Error(`unexpected call to ${route.path}`)),
    );
    await pick(user, 'para', /Paracetamol/);
    await user.clear(field('Quantity'));
    await user.type(field('Quantity'), '130');
    await user.type(field('Rate'), '2.50{Enter}');
    expect(onSave).not.toHaveBeenCalled();
    answer(BATCHES);
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect((onSave.mock.calls[0]?.[0] as ItemDraft[]).map((line) => [line.batch_number, line.quantity])).toEqual([
      ['P2401', '100'],
      ['P2407', '30'],
    ]);
  });
});
