import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { listCategoryOptions } from '@app/shared/api/routes/category/list-category-options';
import { listInventoryGroupOptions } from '@app/shared/api/routes/groups/list-inventory-group-options';
import { getInventoryStats } from '@app/shared/api/routes/product/get-inventory-stats';
import { listExpiringBatches } from '@app/shared/api/routes/product/list-expiring-batches';
import { listInventoryItems } from '@app/shared/api/routes/product/list-inventory-items';
import type { ExpiringBatch } from '@app/shared/catalogue/batch-docs';
import type { InventoryItems, InventoryStats } from '@app/shared/catalogue/inventory-docs';
import type { ProductDetails } from '@app/shared/catalogue/product-docs';
import { indianDate } from '@app/shared/financial-year';
import { ApiError, callApi } from '@/test/api-client-mock';
import { toastTexts } from '@/test/render';
import { renderWithRouter } from '@/test/router';
import { catchSavedFiles, rowsOf, textOf, workbookOf } from '@/test/saved-files';
import { freshInventorySearch, type InventorySearch } from '../inventory-search';
import { InventoryPage, type InventoryInvoiceType } from './inventory-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const item = (fields: Partial<ProductDetails>): ProductDetails => ({
  _id: 'p1',
  company_id: 'c1',
  stock_item_name: 'Cough Syrup 100 ml',
  unit: 'BTL',
  unit_id: 3,
  alias_name: null,
  description: null,
  barcode: null,
  category: 'Syrups',
  category_id: 'cat1',
  group: 'Pharma',
  group_id: 'grp1',
  image: null,
  image_key: null,
  // 20 at ₹10 opening, 5 bought at ₹60: 25 at an average of ₹20.
  opening_balance: 20,
  opening_rate: 10,
  opening_value: 200,
  low_stock_alert: null,
  nature_of_goods: 'Goods',
  hsn_code: '30049011',
  taxability: 'Taxable',
  tax_rate: 12,
  current_stock: 25,
  purchase_qty: 5,
  purchase_value: 300,
  sales_qty: 0,
  sales_value: 0,
  closing_rate: 20,
  closing_value: 500,
  stock_status: 'positive',
  last_restock_date: '2026-11-20',
  batch_tracked: false,
  opening_batches: [],
  is_deleted: false,
  created_at: '2026-04-01T05:30:00.000Z',
  updated_at: '2026-11-20T05:30:00.000Z',
  avg_purchase_rate: 60,
  avg_sale_rate: null,
  average_cost: 20,
  margin: null,
  stock_value: 500,
  stock_progress: 100,
  ...fields,
});

const SYRUP = item({});
// 2 opening at ₹10, 5 sold at ₹95: 3 short, margin 100 x (95 - 10) / 95.
const DROPS = item({
  _id: 'p2',
  stock_item_name: 'Eye Drops',
  unit: 'PCS',
  category: null,
  category_id: null,
  group: null,
  group_id: null,
  hsn_code: null,
  opening_balance: 2,
  opening_value: 20,
  purchase_qty: 0,
  purchase_value: 0,
  sales_qty: 5,
  sales_value: 475,
  current_stock: -3,
  stock_status: 'negative',
  last_restock_date: null,
  avg_purchase_rate: null,
  avg_sale_rate: 95,
  average_cost: 10,
  margin: 89.47,
  stock_value: -30,
});

const STATS: InventoryStats = {
  negative_stock: 1,
  zero_stock: 1,
  low_stock: 1,
  positive_stock: 2,
  sale_value: 123456.5,
  purchase_value: 4750,
};

const listOf = (docs: ProductDetails[], total = docs.length): InventoryItems => ({
  docs,
  meta: { page: 1, limit: 10, total },
});

// Paracetamol bought in three batches (issue 18): one expired 15 days ago, one expiring in 77 days.
const EXPIRED: ExpiringBatch = {
  batch_number: 'P2312',
  expiry: '2026-05-31',
  mfg: null,
  mrp: null,
  quantity: 10,
  status: 'expired',
  days_to_expiry: -15,
  product_id: 'p3',
  stock_item_name: 'Paracetamol 500 mg (strip of 10)',
  unit: 'STR',
};
const EXPIRING: ExpiringBatch = {
  ...EXPIRED,
  batch_number: 'P2401',
  expiry: '2026-08-31',
  mrp: 32.5,
  quantity: 100,
  status: 'expiring',
  days_to_expiry: 77,
};

/** The Expiring tab's batches, by the status asked for. */
const expiringOf = (status?: string) =>
  [EXPIRED, EXPIRING].filter((batch) => status === undefined || batch.status === status);

/** Answers each route as the server would; `items` answers the inventory list, `expiring` the Expiring tab. */
function answer(
  items: () => Promise<InventoryItems> | InventoryItems = () => listOf([SYRUP, DROPS]),
  expiring: (status?: string) => ExpiringBatch[] = expiringOf,
) {
  callApi.mockImplementation((route: unknown, options?: { query?: { status?: string } }) => {
    if (route === listExpiringBatches) return Promise.resolve(expiring(options?.query?.status));
    if (route === getInventoryStats) return Promise.resolve(STATS);
    if (route === listCategoryOptions) {
      return Promise.resolve([
        { _id: 'cat1', category_name: 'Syrups' },
        { _id: 'cat2', category_name: 'Tablets' },
      ]);
    }
    if (route === listInventoryGroupOptions) {
      return Promise.resolve([{ _id: 'grp1', inventory_group_name: 'Pharma', parent_id: null }]);
    }
    if (route === listInventoryItems) return Promise.resolve(items());
    return Promise.reject(new Error('unexpected route'));
  });
}

let onCreate: Mock<(type: InventoryInvoiceType) => void>;

function Inventory({
  companyId,
  initial,
  expiryAlertDays,
}: {
  companyId?: string;
  initial?: Partial<InventorySearch>;
  expiryAlertDays?: number;
}) {
  const [search, setSearch] = useState({ ...freshInventorySearch(), ...initial });
  return (
    <>
      <InventoryPage
        companyId={companyId}
        taxEnabled={false}
        search={search}
        onSearchChange={setSearch}
        onBack={vi.fn()}
        onCreate={onCreate}
        expiryAlertDays={expiryAlertDays}
      />
      <output aria-label="URL search">{JSON.stringify(search)}</output>
    </>
  );
}

const lastQuery = () =>
  (callApi.mock.calls.filter(([route]) => route === listInventoryItems).at(-1)?.[1] as { query: object }).query;
const card = (label: string) => screen.getByRole('group', { name: label });
const cells = (name: RegExp) =>
  within(screen.getByRole('row', { name }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
/** The expanded row's facts, label to value. */
function detailsOf(name: string) {
  const id = screen.getByRole('button', { name: `Details of ${name}` }).getAttribute('aria-controls');
  const details = id ? document.getElementById(id) : null;
  if (!details) throw new Error(`${name} is not expanded`);
  return Object.fromEntries(
    [...details.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

beforeEach(() => {
  callApi.mockReset();
  answer();
  onCreate = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('InventoryPage (spec 2, 3, 9)', () => {
  it('shows the cards, with negative stock counted as zero stock, and the first page by created_at', async () => {
    await renderWithRouter(<Inventory companyId="c1" />);
    await screen.findByRole('row', { name: /Cough Syrup/ });
    expect(callApi).toHaveBeenCalledWith(getInventoryStats, {
      query: { company_id: 'c1' },
      signal: expect.any(AbortSignal) as AbortSignal,
    });
    expect(lastQuery()).toEqual({
      company_id: 'c1',
      search: undefined,
      category: undefined,
      group: undefined,
      stock_status: undefined,
      page_no: 1,
      limit: 10,
      sortField: 'created_at',
      sortOrder: 1,
    });
    await waitFor(() => expect(card('All Items')).toHaveTextContent('All Items5'));
    expect(card('Zero Stock')).toHaveTextContent('Zero Stock21 below zero');
    expect(card('Low Stock')).toHaveTextContent('Low Stock1');
    expect(card('Available')).toHaveTextContent('Available2');
    expect(within(card('Sales Value')).getByText('₹1,23,456.50')).toBeInTheDocument();
    expect(within(card('Purchase Value')).getByText('₹4,750.00')).toBeInTheDocument();

    expect(cells(/Cough Syrup/)).toEqual([
      '',
      'Cough Syrup 100 mlSyrups · Pharma',
      '25 BTL',
      '₹500.00',
      'In Stock',
      '20 Nov 2026',
    ]);
    expect(cells(/Eye Drops/)).toEqual(['', 'Eye DropsPCS', '-3 PCS', '-₹30.00', 'Out of Stock', '—']);
    expect(screen.getByText('-3 PCS')).toHaveClass('text-destructive');
    expect(screen.getByText('25 BTL')).not.toHaveClass('text-destructive');
    expect(screen.getByRole('link', { name: 'Cough Syrup 100 ml' })).toHaveAttribute('href', '/products/p1');
    expect(screen.getByText('Showing 1-2 of 2 items')).toBeInTheDocument();
  });

  it('asks for each tab by its stock status, from the first page', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Inventory companyId="c1" initial={{ page: 3 }} />);
    await screen.findByRole('row', { name: /Cough Syrup/ });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All Inventory',
      'Zero Stock',
      'Low Stock',
      'Available',
      'Expiring',
    ]);
    for (const [tab, status] of [
      ['Zero Stock', 'zero'],
      ['Low Stock', 'low'],
      ['Available', 'positive'],
      ['All Inventory', undefined],
    ] as const) {
      await user.click(screen.getByRole('tab', { name: tab }));
      await waitFor(() => expect(lastQuery()).toMatchObject({ stock_status: status, page_no: 1 }));
      expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    }
  });

  it('sorts by name, stock and last restock date; a second click turns the order round', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Inventory companyId="c1" />);
    await screen.findByRole('row', { name: /Cough Syrup/ });
    await user.click(screen.getByRole('button', { name: 'Item Name' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortField: 'stock_item_name', sortOrder: 1 }));
    await user.click(screen.getByRole('button', { name: 'Item Name' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortField: 'stock_item_name', sortOrder: -1 }));
    expect(screen.getByRole('columnheader', { name: 'Item Name' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Current Stock' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortField: 'current_stock', sortOrder: 1 }));
    await user.click(screen.getByRole('button', { name: 'Last Restock' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortField: 'last_restock_date', sortOrder: 1 }));
    expect(screen.queryByRole('button', { name: 'Stock Value' })).not.toBeInTheDocument();
  });

  it('searches once typing pauses, filters by category, group and rows, and Reset Filters keeps the tab', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Inventory companyId="c1" initial={{ tab: 'low', page: 2 }} />);
    await screen.findByRole('row', { name: /Cough Syrup/ });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'syrup');
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'syrup', page_no: 1 }));
    // One request for the whole word, none per keystroke.
    expect(
      callApi.mock.calls
        .filter(([route]) => route === listInventoryItems)
        .map(([, options]) => (options as { query: { search?: string } }).query.search),
    ).toEqual([undefined, 'syrup']);

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All Categories',
      'Syrups',
      'Tablets',
    ]);
    await user.click(screen.getByRole('option', { name: 'Tablets' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ category: 'cat2' }));

    await user.click(screen.getByRole('combobox', { name: 'Group' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All Groups', 'Pharma']);
    await user.click(screen.getByRole('option', { name: 'Pharma' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ group: 'grp1' }));

    await user.click(screen.getByRole('combobox', { name: 'Rows' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '25', '50']);
    await user.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({
        search: 'syrup',
        category: 'cat2',
        group: 'grp1',
        stock_status: 'low',
        limit: 25,
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(JSON.parse(screen.getByLabelText('URL search').textContent)).toEqual(freshInventorySearch('low'));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ search: undefined, category: undefined, stock_status: 'low', limit: 10 }),
    );
  });

  it('opens a row to show its product details, and closes it again', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Inventory companyId="c1" />);
    const toggle = await screen.findByRole('button', { name: 'Details of Cough Syrup 100 ml' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(detailsOf('Cough Syrup 100 ml')).toEqual({
      'HSN/SAC Code': '30049011',
      Category: 'Syrups',
      Group: 'Pharma',
      'Opening Stock': '20 BTL',
      Purchased: '5 BTL',
      Sold: '0 BTL',
      'Avg. Purchase Rate': '₹60.00',
      'Avg. Sale Rate': '—',
      'Stock Value': '₹500.00',
      Margin: '—',
      'Last Restock Date': '20 Nov 2026',
    });

    // A click anywhere on a row opens it too; with tax off an item without HSN shows none.
    await user.click(screen.getByText('-3 PCS'));
    expect(detailsOf('Eye Drops')).toMatchObject({
      Category: '—',
      'Avg. Purchase Rate': '—',
      'Avg. Sale Rate': '₹95.00',
      Margin: '89.47%',
      'Last Restock Date': '—',
    });
    expect(detailsOf('Eye Drops')).not.toHaveProperty('HSN/SAC Code');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(() => detailsOf('Cough Syrup 100 ml')).toThrow('is not expanded');
  });

  it('pages through the items', async () => {
    const user = userEvent.setup();
    answer(() => listOf([SYRUP, DROPS], 23));
    await renderWithRouter(<Inventory companyId="c1" />);
    expect(await screen.findByText('Showing 1-10 of 23 items')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ page_no: 3 }));
    expect(screen.getByText('Showing 21-23 of 23 items')).toBeInTheDocument();
  });

  it('shows skeleton rows while loading, then the empty state', async () => {
    let settle: (list: InventoryItems) => void = () => undefined;
    answer(() => new Promise((resolve) => (settle = resolve)));
    await renderWithRouter(<Inventory companyId="c1" />);
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(5);
    settle(listOf([]));
    expect(await screen.findByRole('heading', { name: 'No stock items found' })).toBeInTheDocument();
    expect(screen.getByText('Add products to the catalogue, then buy and sell them with invoices.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Products' })).toHaveAttribute('href', '/products');
  });

  it("says why a tab is empty, in the tab's words unless a search narrowed it", async () => {
    const user = userEvent.setup();
    answer(() => listOf([]));
    await renderWithRouter(<Inventory companyId="c1" initial={{ tab: 'zero' }} />);
    expect(await screen.findByText('No item is out of stock.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Products' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'rice');
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
  });

  it("shows the server's message when the list fails, and tries again", async () => {
    const user = userEvent.setup();
    let calls = 0;
    answer(() => {
      calls += 1;
      if (calls === 1) throw new ApiError('Company not found', 404);
      return listOf([SYRUP]);
    });
    await renderWithRouter(<Inventory companyId="c1" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Company not found');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('row', { name: /Cough Syrup/ })).toBeInTheDocument();
  });

  it('opens a purchase or a sales invoice', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Inventory companyId="c1" />);
    await user.click(screen.getByRole('button', { name: 'Add Purchase' }));
    await user.click(screen.getByRole('button', { name: 'Add Sales' }));
    expect(onCreate.mock.calls).toEqual([['purchase'], ['sales']]);
  });

  it('lists the batches expired or expiring on the Expiring tab, with how long ago or how soon', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Inventory companyId="c1" />);
    await screen.findByRole('row', { name: /Cough Syrup/ });
    await user.click(screen.getByRole('tab', { name: 'Expiring' }));
    await screen.findByRole('row', { name: /P2401/ });
    expect(callApi).toHaveBeenCalledWith(listExpiringBatches, {
      query: { company_id: 'c1', status: undefined },
      signal: expect.any(AbortSignal) as AbortSignal,
    });
    expect(JSON.parse(screen.getByLabelText('URL search').textContent)).toMatchObject({ tab: 'expiring' });
    expect(
      within(screen.getByRole('table', { name: 'Expiring batches' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Item Name', 'Batch', 'Expiry', 'Days', 'Quantity', 'Status']);
    expect(cells(/P2312/)).toEqual([
      'Paracetamol 500 mg (strip of 10)',
      'P2312',
      '05/2026',
      'expired 15 days ago',
      '10 STR',
      'Expired',
    ]);
    expect(cells(/P2401/)).toEqual([
      'Paracetamol 500 mg (strip of 10)',
      'P2401',
      '08/2026',
      'in 77 days',
      '100 STR',
      'Expiring',
    ]);
    expect(screen.getByText('expired 15 days ago')).toHaveClass('text-destructive');
    expect(screen.getAllByRole('link', { name: 'Paracetamol 500 mg (strip of 10)' })[0]).toHaveAttribute(
      'href',
      '/products/p3',
    );
    // The stock items' search and filters are not the batches'.
    expect(screen.queryByRole('searchbox', { name: 'Search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
    expect(callApi.mock.calls.filter(([route]) => route === listInventoryItems)).toHaveLength(1);
  });

  it('narrows the Expiring tab to expired or expiring soon', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Inventory companyId="c1" initial={{ tab: 'expiring' }} />);
    await screen.findByRole('row', { name: /P2401/ });
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Expired',
      'Expiring soon',
      'All',
    ]);
    await user.click(screen.getByRole('option', { name: 'Expired' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /P2401/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /P2312/ })).toBeInTheDocument();
    expect(callApi).toHaveBeenCalledWith(listExpiringBatches, {
      query: { company_id: 'c1', status: 'expired' },
      signal: expect.any(AbortSignal) as AbortSignal,
    });
    expect(JSON.parse(screen.getByLabelText('URL search').textContent)).toMatchObject({
      tab: 'expiring',
      expiry: 'expired',
    });
    expect(callApi.mock.calls.filter(([route]) => route === listInventoryItems)).toHaveLength(0);
  });

  it("exports the Expiring tab's batches as CSV, every one its filter shows, with MRP", async () => {
    const user = userEvent.setup();
    const saved = catchSavedFiles();
    await renderWithRouter(<Inventory companyId="c1" initial={{ tab: 'expiring' }} />);
    await screen.findByRole('row', { name: /P2401/ });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(`expiring-batches-${indianDate()}.csv`);
    expect(await textOf(saved[0]?.blob)).toBe(
      'Sr. No.,Item Name,Batch,Expiry,Days to Expiry,Quantity,Unit,MRP,Status\r\n' +
        '1,Paracetamol 500 mg (strip of 10),P2312,05/2026,-15,10,STR,,Expired\r\n' +
        '2,Paracetamol 500 mg (strip of 10),P2401,08/2026,77,100,STR,32.50,Expiring\r\n',
    );

    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(screen.getByRole('option', { name: 'Expiring soon' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /P2312/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]?.name).toBe(`expiring-batches-expiring-soon-${indianDate()}.csv`);
    expect((await textOf(saved[1]?.blob)).split('\r\n').slice(1)).toEqual([
      '1,Paracetamol 500 mg (strip of 10),P2401,08/2026,77,100,STR,32.50,Expiring',
      '',
    ]);
    expect(callApi.mock.calls.filter(([route]) => route === listInventoryItems)).toHaveLength(0);
    expect(toastTexts()).toEqual([]);
  });

  it("exports the Expiring tab's batches as an Excel sheet: days and quantities as numbers, MRP as money", async () => {
    const user = userEvent.setup();
    const saved = catchSavedFiles();
    await renderWithRouter(<Inventory companyId="c1" initial={{ tab: 'expiring', expiry: 'expired' }} />);
    await screen.findByRole('row', { name: /P2312/ });
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(`expiring-batches-expired-${indianDate()}.xlsx`);
    const sheet = (await workbookOf(saved[0]?.blob)).worksheets[0];
    expect(sheet?.name).toBe('Expiring Batches');
    expect(rowsOf(sheet)).toEqual([
      ['Sr. No.', 'Item Name', 'Batch', 'Expiry', 'Days to Expiry', 'Quantity', 'Unit', 'MRP', 'Status'],
      [1, 'Paracetamol 500 mg (strip of 10)', 'P2312', '05/2026', -15, 10, 'STR', null, 'Expired'],
    ]);
  });

  it('exports the stock items of the tab on screen, with its search, as CSV and as an Excel sheet', async () => {
    const user = userEvent.setup();
    const saved = catchSavedFiles();
    await renderWithRouter(<Inventory companyId="c1" initial={{ tab: 'zero', search: 'drops' }} />);
    await screen.findByRole('row', { name: /Eye Drops/ });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(lastQuery()).toMatchObject({ stock_status: 'zero', search: 'drops', page_no: 1, limit: 100 });
    expect(saved[0]?.name).toBe(`inventory-${indianDate()}.csv`);
    expect(await textOf(saved[0]?.blob)).toBe(
      'Sr. No.,Item Name,Category,Group,HSN/SAC,Unit,Opening Stock,Purchased,Sold,Current Stock,Stock Value,Status,Last Restock\r\n' +
        '1,Cough Syrup 100 ml,Syrups,Pharma,30049011,BTL,20,5,0,25,500.00,In Stock,20/11/2026\r\n' +
        '2,Eye Drops,,,,PCS,2,0,5,-3,-30.00,Out of Stock,\r\n',
    );

    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]?.name).toBe(`inventory-${indianDate()}.xlsx`);
    const sheet = (await workbookOf(saved[1]?.blob)).worksheets[0];
    expect(sheet?.name).toBe('Inventory');
    expect(rowsOf(sheet).slice(1)).toEqual([
      [1, 'Cough Syrup 100 ml', 'Syrups', 'Pharma', '30049011', 'BTL', 20, 5, 0, 25, 500, 'In Stock', '20/11/2026'],
      [2, 'Eye Drops', null, null, null, 'PCS', 2, 0, 5, -3, -30, 'Out of Stock'],
    ]);
    expect(sheet?.getCell('J3').numFmt).toBeFalsy();
    expect(sheet?.getCell('K3').numFmt).toBe('#,##,##0.00');
    expect(toastTexts()).toEqual([]);
  });

  it('says when no batch expires within the alert window, with nothing to export', async () => {
    answer(undefined, () => []);
    await renderWithRouter(<Inventory companyId="c1" initial={{ tab: 'expiring' }} />);
    expect(await screen.findByRole('heading', { name: 'No batches expire in the next 90 days' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeDisabled();
  });

  it("speaks of the company's own alert window when it has one", async () => {
    answer(undefined, () => []);
    await renderWithRouter(<Inventory companyId="c1" initial={{ tab: 'expiring' }} expiryAlertDays={30} />);
    expect(await screen.findByRole('heading', { name: 'No batches expire in the next 30 days' })).toBeInTheDocument();
    expect(
      screen.getByText('Batches in stock that have expired or expire in the next 30 days, first expiring first.'),
    ).toBeInTheDocument();
  });

  it("shows the server's message when the Expiring tab fails to load", async () => {
    answer(undefined, () => {
      throw new ApiError('Company not found', 404);
    });
    await renderWithRouter(<Inventory companyId="c1" initial={{ tab: 'expiring' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Company not found');
  });

  it('asks for a company first, and loads nothing without one', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Inventory />);
    expect(screen.getByRole('heading', { name: 'No stock items found' })).toBeInTheDocument();
    expect(card('All Items')).toHaveTextContent('All Items0');
    await user.click(screen.getByRole('button', { name: 'Add Sales' }));
    await waitFor(() => expect(toastTexts()).toContain('Please create a company first.'));
    expect(onCreate).not.toHaveBeenCalled();
    expect(callApi).not.toHaveBeenCalled();
  });
});
