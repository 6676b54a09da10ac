import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '@app/shared/api/routes/product/list-products';
import type { ProductOption } from '@app/shared/catalogue/product-docs';
import { addCategory, addGroup, addProduct, companyOf, productBody } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';

let user: TestUser;
let companyId: string;
const ids: Record<string, string> = {};

/** A pharmacy's shelf: three categories, two groups, seven products. */
beforeAll(async () => {
  user = await signUpUser();
  companyId = (await companyOf(user, 'tax on'))._id;
  const tablets = await addCategory(user, companyId, 'Tablets');
  const syrups = await addCategory(user, companyId, 'Syrups');
  await addCategory(user, companyId, 'Devices');
  const medicines = await addGroup(user, companyId, 'Medicines');
  const baby = await addGroup(user, companyId, 'Baby Care');
  const shelf = [
    ['Paracetamol 500 mg', 'TBS', '120', '30049099', tablets._id, medicines._id, 'Fever and pain', '8901030865278'],
    ['Azithromycin 250', 'TBS', '0', '30042019', tablets._id, medicines._id, 'Antibiotic', null],
    ['Cough Syrup 100 ml', 'BTL', '36', '30049011', syrups._id, medicines._id, 'Dry cough', '8901234000017'],
    ['Gripe Water', 'BTL', '12', '30049012', syrups._id, baby._id, 'For infants', null],
    ['Baby Wipes', 'PAC', '48', '34011190', null, baby._id, 'Soft wipes, 72 pcs', '8906000111222'],
    ['Item 10', 'PCS', '5', '9999', null, null, null, null],
    ['Item 2', 'PCS', '7', null, null, null, null, null],
  ] as const;
  for (const [name, unit, quantity, hsn, category, group, description, barcode] of shelf) {
    const product = await addProduct(
      user,
      productBody(companyId, {
        stock_item_name: name,
        unit,
        opening_balance: quantity,
        opening_rate: '10',
        hsn_code: hsn ?? '30049099',
        category_id: category,
        group_id: group,
        description: description ?? undefined,
        barcode: barcode ?? undefined,
      }),
    );
    ids[name] = product._id;
  }
});

async function list(query: Record<string, string | number>, path = '/api/v1/product/view/all/product') {
  const params = new URLSearchParams({
    company_id: companyId,
    ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  const response = await api.get(`${path}?${params.toString()}`, user.idToken);
  expect(response.status).toBe(200);
  return dataOf<ProductList>(response);
}
const names = (page: ProductList) => page.docs.map((product) => product.stock_item_name);

describe('GET /api/v1/product/view/all/product', () => {
  it('lists in creation order by default, 10 a page, with totals and the categories and groups in use', async () => {
    const page = await list({});
    expect(names(page)).toEqual([
      'Paracetamol 500 mg',
      'Azithromycin 250',
      'Cough Syrup 100 ml',
      'Gripe Water',
      'Baby Wipes',
      'Item 10',
      'Item 2',
    ]);
    expect(page.meta).toMatchObject({ page: 1, limit: 10, total: 7 });
    expect(page.meta.unique_categories.map((c) => c.name)).toEqual(['Syrups', 'Tablets']);
    expect(page.meta.unique_groups.map((g) => g.name)).toEqual(['Baby Care', 'Medicines']);
    expect(page.docs[0]).toMatchObject({ category: 'Tablets', group: 'Medicines', closing_value: 1200 });
  });

  it('sorts by name both ways, in natural order', async () => {
    expect(names(await list({ sortField: 'stock_item_name', sortOrder: 1 }))).toEqual([
      'Azithromycin 250',
      'Baby Wipes',
      'Cough Syrup 100 ml',
      'Gripe Water',
      'Item 2',
      'Item 10',
      'Paracetamol 500 mg',
    ]);
    expect(names(await list({ sortField: 'stock_item_name', sortOrder: -1 }))[0]).toBe('Paracetamol 500 mg');
  });

  it('sorts by HSN code and by current stock', async () => {
    expect(names(await list({ sortField: 'hsn_code', sortOrder: 1, limit: 3 }))).toEqual([
      'Azithromycin 250',
      'Cough Syrup 100 ml',
      'Gripe Water',
    ]);
    expect(names(await list({ sortField: 'hsn_code', sortOrder: -1, limit: 2 }))).toEqual(['Item 10', 'Baby Wipes']);
    expect(names(await list({ sortField: 'current_stock', sortOrder: -1, limit: 3 }))).toEqual([
      'Paracetamol 500 mg',
      'Baby Wipes',
      'Cough Syrup 100 ml',
    ]);
  });

  it('pages: page 2 of size 3, and a page past the end is empty with the same total', async () => {
    const second = await list({ page_no: 2, limit: 3, sortField: 'stock_item_name' });
    expect(names(second)).toEqual(['Gripe Water', 'Item 2', 'Item 10']);
    expect(second.meta).toMatchObject({ page: 2, limit: 3, total: 7 });
    const beyond = await list({ page_no: 9, limit: 3 });
    expect(beyond.docs).toEqual([]);
    expect(beyond.meta.total).toBe(7);
  });

  it('searches name, category, description and barcode, every word counting', async () => {
    expect(names(await list({ search: 'syrup' }))).toEqual(['Cough Syrup 100 ml', 'Gripe Water']);
    expect(names(await list({ search: 'antibiotic' }))).toEqual(['Azithromycin 250']);
    expect(names(await list({ search: '8906000111222' }))).toEqual(['Baby Wipes']);
    expect(names(await list({ search: 'tablets fever' }))).toEqual(['Paracetamol 500 mg']);
    expect(names(await list({ search: 'nothing like this' }))).toEqual([]);
  });

  it('filters by category and group, and the filters combine with search and paging', async () => {
    const tablets = await list({
      search: '',
      category: (await list({})).meta.unique_categories.find((c) => c.name === 'Tablets')?._id ?? '',
    });
    expect(names(tablets)).toEqual(['Paracetamol 500 mg', 'Azithromycin 250']);
    const baby = (await list({})).meta.unique_groups.find((g) => g.name === 'Baby Care')?._id ?? '';
    const page = await list({ group: baby, search: 'w', limit: 1 }, '/api/v1/product/view/all/stock/items');
    expect(names(page)).toEqual(['Gripe Water']);
    expect(page.meta.total).toBe(2);
    expect((await list({ category: 'all' })).meta.total).toBe(7);
  });

  it('shows each product with its closing stock and status', async () => {
    const page = await list({ search: 'azithromycin' });
    expect(page.docs[0]).toMatchObject({ current_stock: 0, closing_value: 0, closing_rate: 10, stock_status: 'zero' });
  });

  it('refuses a bad query with a clear message', async () => {
    const cases = [
      ['sortField=price', 'sortField must be one of: created_at, stock_item_name, hsn_code, current_stock'],
      ['sortOrder=2', 'sortOrder must be 1 or -1'],
      ['limit=500', 'limit must be at most 100'],
      ['page_no=0', 'page_no must be 1 or more'],
    ];
    for (const [query, message] of cases) {
      const response = await api.get(`/api/v1/product/view/all/product?company_id=${companyId}&${query}`, user.idToken);
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
    const missing = await api.get('/api/v1/product/view/all/product', user.idToken);
    expect([missing.status, missing.body.message]).toEqual([400, 'company_id is required']);
  });
});

describe('GET /api/v1/product/view/products/with_id', () => {
  it('gives every product by name for pickers', async () => {
    const options = dataOf<ProductOption[]>(
      await api.get(`/api/v1/product/view/products/with_id?company_id=${companyId}`, user.idToken),
    );
    expect(options).toHaveLength(7);
    expect(options[0]).toEqual({
      _id: ids['Azithromycin 250'],
      stock_item_name: 'Azithromycin 250',
      unit: 'TBS',
      hsn_code: '30042019',
      tax_rate: 12,
      current_stock: 0,
      batch_tracked: false,
    });
  });
});
