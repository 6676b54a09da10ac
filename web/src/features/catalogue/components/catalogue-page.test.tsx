import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { listCategories } from '@app/shared/api/routes/category/list-categories';
import { listInventoryGroups } from '@app/shared/api/routes/groups/list-inventory-groups';
import { deleteProduct } from '@app/shared/api/routes/product/delete-product';
import { listProducts } from '@app/shared/api/routes/product/list-products';
import type { Product } from '@app/shared/catalogue/product-docs';
import { indianDate } from '@app/shared/financial-year';
import { showingText } from '@/components/list-footer';
import { callApi } from '@/test/api-client-mock';
import { renderWithRouter } from '@/test/router';
import { catchSavedFiles, rowsOf, textOf, workbookOf } from '@/test/saved-files';
import { freshSearch, type CatalogueSearch } from '../catalogue-search';
import { CataloguePage, type CatalogueCompany } from './catalogue-page';

vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));

const product = (fields: Partial<Product>): Product => ({
  _id: 'p1',
  company_id: 'c1',
  stock_item_name: 'Paracetamol 500 mg',
  unit: 'TBS',
  unit_id: 23,
  alias_name: null,
  description: 'Strip of 10',
  barcode: null,
  category: 'Tablets',
  category_id: 'cat1',
  group: null,
  group_id: null,
  image: null,
  image_key: null,
  opening_balance: 1000,
  opening_rate: 1.5,
  opening_value: 1500,
  low_stock_alert: null,
  nature_of_goods: 'Goods',
  hsn_code: '3004',
  taxability: 'Taxable',
  tax_rate: 12,
  current_stock: 1250,
  purchase_qty: 250,
  purchase_value: 500,
  sales_qty: 0,
  sales_value: 0,
  closing_rate: 1.6,
  closing_value: 2000,
  stock_status: 'positive',
  last_restock_date: null,
  batch_tracked: false,
  opening_batches: [],
  is_deleted: false,
  created_at: '2026-04-01T05:30:00.000Z',
  updated_at: '2026-04-01T05:30:00.000Z',
  ...fields,
});

const page = (docs: unknown[], total: number, extra: object = {}) => ({
  docs,
  meta: { page: 1, limit: 10, total, unique_categories: [], unique_groups: [], ...extra },
});

const empty = () => page([], 0);

function Catalogue({ company, initial }: { company: CatalogueCompany | null; initial: CatalogueSearch }) {
  const [search, setSearch] = useState(initial);
  return <CataloguePage company={company} search={search} onSearchChange={setSearch} onBack={vi.fn()} />;
}

const taxOn = { id: 'c1', taxEnabled: true };
const taxOff = { id: 'c1', taxEnabled: false };

let scrollTo: MockInstance;

beforeEach(() => {
  callApi.mockReset();
  callApi.mockResolvedValue(empty());
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the list footer (spec 2.10)', () => {
  it('counts what the page shows out of all that match', () => {
    expect(showingText(1, 10, 7, 'products')).toBe('Showing 1-7 of 7 products');
    expect(showingText(2, 10, 23, 'products')).toBe('Showing 11-20 of 23 products');
    expect(showingText(3, 10, 23, 'categories')).toBe('Showing 21-23 of 23 categories');
    expect(showingText(1, 25, 0, 'groups')).toBe('Showing 0-0 of 0 groups');
  });
});

describe('CataloguePage', () => {
  it('shows the products with their closing stock in rupees, and pages only past one page', async () => {
    const docs = Array.from({ length: 10 }, (_, i) =>
      product({
        _id: `p${i}`,
        stock_item_name: `Item ${i + 11}`,
        current_stock: 1250,
        closing_rate: 98.76,
        closing_value: 123456.5,
      }),
    );
    callApi.mockResolvedValue(page(docs, 23));
    const user = userEvent.setup();
    await renderWithRouter(<Catalogue company={taxOn} initial={{ ...freshSearch('products'), page: 2 }} />);
    expect(await screen.findByText('Showing 11-20 of 23 products')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Item 11/ });
    expect(within(row).getByText('3004')).toBeInTheDocument();
    expect(within(row).getByText('1,000 TBS')).toBeInTheDocument();
    expect(within(row).getByText('1,250 TBS')).toBeInTheDocument();
    expect(within(row).getByText('₹98.76')).toBeInTheDocument();
    expect(within(row).getByText('₹1,23,456.50')).toBeInTheDocument();
    expect(callApi).toHaveBeenCalledWith(listProducts, {
      query: expect.objectContaining({
        company_id: 'c1',
        page_no: 2,
        limit: 10,
        sortField: 'created_at',
        sortOrder: 1,
      }) as unknown,
      signal: expect.anything() as unknown,
    });

    await user.click(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: 'Next' }),
    );
    await waitFor(() =>
      expect(callApi).toHaveBeenLastCalledWith(
        listProducts,
        expect.objectContaining({ query: expect.objectContaining({ page_no: 3 }) as unknown }),
      ),
    );
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('has no page control when everything fits on one page, and no HSN column with tax off', async () => {
    callApi.mockResolvedValue(page([product({})], 1));
    await renderWithRouter(<Catalogue company={taxOff} initial={freshSearch('products')} />);
    expect(await screen.findByText('Showing 1-1 of 1 products')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: /HSN\/SAC Code/ })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Product Information/ })).toBeInTheDocument();
  });

  it('sorts by a column and turns the order round on a second click', async () => {
    callApi.mockResolvedValue(page([product({})], 1));
    const user = userEvent.setup();
    await renderWithRouter(<Catalogue company={taxOn} initial={freshSearch('products')} />);
    await screen.findByText('Showing 1-1 of 1 products');
    await user.click(screen.getByRole('button', { name: 'HSN/SAC Code' }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'HSN/SAC Code' })).toHaveAttribute('aria-sort', 'ascending'),
    );
    await user.click(screen.getByRole('button', { name: 'HSN/SAC Code' }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'HSN/SAC Code' })).toHaveAttribute('aria-sort', 'descending'),
    );
    expect(callApi).toHaveBeenLastCalledWith(
      listProducts,
      expect.objectContaining({ query: expect.objectContaining({ sortField: 'hsn_code', sortOrder: -1 }) as unknown }),
    );
  });

  it('says when there is nothing, on each tab, with a button to add the first', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Catalogue company={taxOn} initial={freshSearch('products')} />);
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add First Product' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search item name, category, description, barcode...')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Categories' }));
    expect(await screen.findByRole('heading', { name: 'No categories found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add First Category' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Category' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search category name, description ...')).toBeInTheDocument();
    expect(callApi).toHaveBeenCalledWith(listCategories, expect.anything());

    await user.click(screen.getByRole('tab', { name: 'Groups' }));
    expect(await screen.findByRole('heading', { name: 'No groups found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add First Group' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Group' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search group name, description ...')).toBeInTheDocument();
    expect(callApi).toHaveBeenCalledWith(listInventoryGroups, expect.anything());
  });

  it('asks for a company first when there is none', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Catalogue company={null} initial={freshSearch('products')} />);
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add New Items' }));
    expect(await screen.findByText('Please create a company first.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Create Product' })).not.toBeInTheDocument();
    expect(callApi).not.toHaveBeenCalled();
  });

  it('searches 300 ms after the last keystroke, from the first page', async () => {
    const user = userEvent.setup();
    await renderWithRouter(<Catalogue company={taxOn} initial={{ ...freshSearch('products'), page: 3 }} />);
    await screen.findByRole('heading', { name: 'No products found' });
    callApi.mockClear();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'para');
    expect(callApi).not.toHaveBeenCalledWith(
      listProducts,
      expect.objectContaining({ query: expect.objectContaining({ search: 'p' }) as unknown }),
    );
    await waitFor(() =>
      expect(callApi).toHaveBeenCalledWith(
        listProducts,
        expect.objectContaining({ query: expect.objectContaining({ search: 'para', page_no: 1 }) as unknown }),
      ),
    );
    expect(callApi).toHaveBeenCalledTimes(1);
  });

  it('deletes a product after the confirmation, says so and reloads the list', async () => {
    callApi.mockImplementation((route: unknown) =>
      Promise.resolve(route === deleteProduct ? { _id: 'p1' } : page([product({})], 1)),
    );
    const user = userEvent.setup();
    await renderWithRouter(<Catalogue company={taxOn} initial={freshSearch('products')} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Paracetamol 500 mg' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Delete Paracetamol 500 mg?' })).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'This action cannot be undone. The product will be permanently removed from your inventory.',
      ),
    ).toBeInTheDocument();
    const listCalls = callApi.mock.calls.filter(([route]) => route === listProducts).length;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    expect(callApi).toHaveBeenCalledWith(deleteProduct, { params: { id: 'p1' }, query: { company_id: 'c1' } });
    await waitFor(() =>
      expect(callApi.mock.calls.filter(([route]) => route === listProducts).length).toBeGreaterThan(listCalls),
    );
  });
});

describe('Products export (issue 35)', () => {
  // 105 products: the export reads two pages of a hundred, the table shows ten.
  const PARACETAMOL = product({ alias_name: 'PCM 500', group: 'Pharma', barcode: '8901234567894' });
  const EVERY_PRODUCT = [
    PARACETAMOL,
    ...Array.from({ length: 104 }, (_, i) =>
      product({
        _id: `p${i + 2}`,
        stock_item_name: `Gauze Swab ${i + 2}`,
        unit: 'PCS',
        category: null,
        hsn_code: '30059040',
        tax_rate: 5,
        opening_balance: 0,
        opening_rate: 0,
        opening_value: 0,
        current_stock: 12.5,
        closing_rate: 8.4,
        closing_value: 105,
      }),
    ),
  ];
  const exportQueries = () =>
    callApi.mock.calls
      .filter(([route]) => route === listProducts)
      .map(([, options]) => (options as { query: { limit: number } }).query)
      .filter((query) => query.limit === 100);

  beforeEach(() => {
    callApi.mockImplementation((_route: unknown, options: { query: { page_no: number; limit: number } }) => {
      const { page_no, limit } = options.query;
      return Promise.resolve(page(EVERY_PRODUCT.slice((page_no - 1) * limit, page_no * limit), EVERY_PRODUCT.length));
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const HEADER =
    'Sr. No.,Item Name,Alias,Category,Group,Unit,HSN/SAC,Taxability,GST Rate (%),Barcode,' +
    'Opening Stock,Opening Rate,Opening Value,Closing Stock QTY,Closing Stock Rate,Closing Stock Value';

  it('exports every page of the products, with the filters and sort on screen, as CSV', async () => {
    const user = userEvent.setup();
    const saved = catchSavedFiles();
    const initial = { ...freshSearch('products'), category: 'cat1', sort: 'stock_item_name', order: -1 } as const;
    await renderWithRouter(<Catalogue company={taxOn} initial={initial} />);
    await screen.findByText('Showing 1-10 of 105 products');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(`products-${indianDate()}.csv`);
    expect(exportQueries()).toEqual(
      [1, 2].map((page_no) => ({
        company_id: 'c1',
        search: undefined,
        category: 'cat1',
        group: undefined,
        page_no,
        limit: 100,
        sortField: 'stock_item_name',
        sortOrder: -1,
      })),
    );
    const lines = (await textOf(saved[0]?.blob)).split('\r\n');
    expect(lines).toHaveLength(1 + 105 + 1);
    expect(lines.slice(0, 3)).toEqual([
      HEADER,
      '1,Paracetamol 500 mg,PCM 500,Tablets,Pharma,TBS,3004,Taxable,12,8901234567894,1000,1.50,1500.00,1250,1.60,2000.00',
      '2,Gauze Swab 2,,,,PCS,30059040,Taxable,5,,0,0.00,0.00,12.5,8.40,105.00',
    ]);
    expect(lines.at(-2)).toBe('105,Gauze Swab 105,,,,PCS,30059040,Taxable,5,,0,0.00,0.00,12.5,8.40,105.00');
  });

  it('exports them as an Excel sheet: quantities and rates as numbers, amounts in Indian grouping', async () => {
    const user = userEvent.setup();
    const saved = catchSavedFiles();
    await renderWithRouter(<Catalogue company={taxOn} initial={freshSearch('products')} />);
    await screen.findByText('Showing 1-10 of 105 products');
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(`products-${indianDate()}.xlsx`);
    const sheet = (await workbookOf(saved[0]?.blob)).worksheets[0];
    expect(sheet?.name).toBe('Products');
    const rows = rowsOf(sheet);
    expect(rows).toHaveLength(1 + 105);
    expect(rows[0]).toEqual(HEADER.split(','));
    expect(rows[1]).toEqual([
      1,
      'Paracetamol 500 mg',
      'PCM 500',
      'Tablets',
      'Pharma',
      'TBS',
      '3004',
      'Taxable',
      12,
      '8901234567894',
      1000,
      1.5,
      1500,
      1250,
      1.6,
      2000,
    ]);
    // Opening Stock is a quantity; Opening Rate and Value are money.
    expect(sheet?.getCell('K2').numFmt).toBeFalsy();
    expect(sheet?.getCell('L2').numFmt).toBe('#,##,##0.00');
    expect(sheet?.getCell('P106').numFmt).toBe('#,##,##0.00');
  });

  it('has nothing to export from an empty list', async () => {
    callApi.mockResolvedValue(empty());
    await renderWithRouter(<Catalogue company={taxOn} initial={freshSearch('products')} />);
    await screen.findByRole('heading', { name: 'No products found' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export Excel' })).toBeDisabled();
  });
});
