import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { Product, ProductDetails, ProductTimeline } from '@app/shared/catalogue/product-docs';
import { documentClient, tableName } from '#lib/db/client';
import { addCategory, addGroup, addProduct, companyOf, productBody, sendMultipart } from '../../../test/catalogue';
import { api, dataOf, EXE_BYTES, PNG_BYTES } from '../../../test/fixtures';
import { signUpUser } from '../../../test/users';

const PRODUCTS = '/api/v1/product';

describe('products: create, read, update, delete', () => {
  it('creates a product with tax on and shows its opening and closing stock', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax on');
    const response = await api.post(`${PRODUCTS}/create/product`, user.idToken, productBody(company._id));
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Product successfully created! 🎉');
    const product = dataOf<Product>(response);
    expect(product).toMatchObject({
      stock_item_name: 'Paracetamol 500 mg',
      unit: 'TBS',
      unit_id: 23,
      opening_balance: 120,
      opening_rate: 1.75,
      opening_value: 210,
      hsn_code: '30049099',
      nature_of_goods: 'Goods',
      taxability: 'Taxable',
      tax_rate: 12,
      current_stock: 120,
      closing_rate: 1.75,
      closing_value: 210,
      stock_status: 'positive',
      low_stock_alert: null,
      category: null,
      image: null,
    });
    const [read] = dataOf<Product[]>(
      await api.get(`${PRODUCTS}/get/product/${product._id}?company_id=${company._id}`, user.idToken),
    );
    expect(read).toEqual({ ...product, updated_at: read?.updated_at });

    const [details] = dataOf<ProductDetails[]>(
      await api.get(`${PRODUCTS}/get/product/details/${product._id}?company_id=${company._id}`, user.idToken),
    );
    expect(details).toMatchObject({
      average_cost: 1.75,
      stock_value: 210,
      margin: null,
      avg_sale_rate: null,
      stock_progress: 100,
    });
  });

  it('computes the opening value to the paisa for decimal units, and keeps whole numbers for integer units', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax off');
    const rice = await addProduct(
      user,
      productBody(company._id, {
        stock_item_name: 'Basmati Rice',
        unit: 'KGS',
        opening_balance: '2.125',
        opening_rate: '80.40',
      }),
    );
    expect(rice).toMatchObject({ opening_balance: 2.125, opening_value: 170.85, closing_value: 170.85 });

    const cases = [
      [{ unit: 'PCS', opening_balance: '1.5' }, 'Opening stock quantity must be a whole number for Pieces (PCS)'],
      [{ unit: 'BOX', low_stock_alert: '2.5' }, 'Low stock alert must be a whole number for Box (BOX)'],
      [{ unit: 'KGS', opening_balance: '1.2345' }, 'Opening stock quantity can have at most 3 decimal places'],
      [{ unit: 'LTR', opening_balance: '-4' }, 'Opening stock quantity cannot be negative'],
      [{ opening_rate: '10.505' }, 'Opening rate can have at most 2 decimal places'],
      [{ unit: '' }, 'Product must have a measuring unit'],
      [{ unit: 'BARREL' }, 'Unknown unit of measurement'],
      [{ stock_item_name: '   ' }, 'Product name is required'],
    ] as const;
    for (const [overrides, message] of cases) {
      const response = await api.post(
        `${PRODUCTS}/create/product`,
        user.idToken,
        productBody(company._id, { stock_item_name: 'Item', ...overrides }),
      );
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
  });

  it('requires HSN, taxability and a tax rate with tax on, and ignores tax fields with tax off', async () => {
    const user = await signUpUser();
    const taxed = await companyOf(user, 'tax on');
    const cases = [
      [{ hsn_code: '' }, 'HSN code is required'],
      [{ taxability: '' }, 'Taxability is required'],
      [{ tax_rate: '0' }, 'Tax percentage is required'],
      [{ tax_rate: undefined }, 'Tax percentage is required'],
      [{ tax_rate: '120' }, 'Tax rate must be between 0 and 100, with at most 2 decimals'],
      [{ hsn_code: '3004A' }, 'HSN/SAC code can contain digits only'],
    ] as const;
    for (const [overrides, message] of cases) {
      const response = await api.post(`${PRODUCTS}/create/product`, user.idToken, productBody(taxed._id, overrides));
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
    const exempt = await addProduct(
      user,
      productBody(taxed._id, { stock_item_name: 'Fresh Milk', taxability: 'Exempt', tax_rate: '5' }),
    );
    expect(exempt).toMatchObject({ taxability: 'Exempt', tax_rate: 0 });

    const untaxed = await companyOf(user, 'tax off', 'Verma Kirana');
    const plain = await addProduct(user, {
      company_id: untaxed._id,
      stock_item_name: 'Sugar',
      unit: 'KGS',
      hsn_code: '1701',
      taxability: 'Taxable',
    });
    expect(plain).toMatchObject({
      hsn_code: null,
      taxability: null,
      tax_rate: null,
      nature_of_goods: null,
      opening_value: 0,
    });
  });

  it('takes multipart form data with the image as a file part, checked by its bytes', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax off');
    const fields = {
      company_id: company._id,
      stock_item_name: 'Dettol 500 ml',
      unit: 'BTL',
      opening_balance: '24',
      opening_rate: '99.50',
    };
    const created = await sendMultipart('POST', `${PRODUCTS}/create/product`, user, fields, {
      bytes: PNG_BYTES,
      name: 'dettol.png',
      type: 'image/png',
    });
    expect(created.status).toBe(201);
    const product = dataOf<Product>(created);
    expect(product).toMatchObject({ opening_balance: 24, opening_value: 2388 });
    expect(product.image_key).toMatch(new RegExp(`^images/${user.sub}/product/[\\w-]+\\.png$`));
    const image = await fetch(product.image ?? '');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG_BYTES);

    const disguised = await sendMultipart(
      'POST',
      `${PRODUCTS}/create/product`,
      user,
      { ...fields, stock_item_name: 'Other' },
      { bytes: EXE_BYTES, name: 'photo.png', type: 'image/png' },
    );
    expect([disguised.status, disguised.body.message]).toEqual([
      400,
      'Only PNG, JPEG, JPG, or WebP images are allowed.',
    ]);

    const kept = await sendMultipart('PUT', `${PRODUCTS}/update/product/${product._id}`, user, {
      ...fields,
      opening_balance: '30',
      image: product.image_key ?? '',
    });
    expect(dataOf<Product>(kept)).toMatchObject({
      opening_balance: 30,
      opening_value: 2985,
      image_key: product.image_key,
    });
    const removed = await sendMultipart('PUT', `${PRODUCTS}/update/product/${product._id}`, user, fields);
    expect(dataOf<Product>(removed).image).toBeNull();
  });

  it('updates a product: new category, group and low-stock alert, and its status follows', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax on');
    const [tablets, syrups] = [
      await addCategory(user, company._id, 'Tablets'),
      await addCategory(user, company._id, 'Syrups'),
    ];
    const group = await addGroup(user, company._id, 'Medicines');
    const product = await addProduct(user, productBody(company._id, { category_id: tablets._id }));
    const response = await api.put(
      `${PRODUCTS}/update/product/${product._id}`,
      user.idToken,
      productBody(company._id, {
        category_id: syrups._id,
        group_id: group._id,
        low_stock_alert: '150',
        barcode: '8901234567890',
      }),
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Product successfully updated! 🎉');
    expect(dataOf<Product>(response)).toMatchObject({
      category: 'Syrups',
      group: 'Medicines',
      low_stock_alert: 150,
      stock_status: 'low',
      barcode: '8901234567890',
    });
    const categories = dataOf<{ docs: { category_name: string; stock_items_count: number }[] }>(
      await api.get(
        `/api/v1/category/view/all/category?company_id=${company._id}&sortField=category_name`,
        user.idToken,
      ),
    );
    expect(categories.docs.map((c) => [c.category_name, c.stock_items_count])).toEqual([
      ['Syrups', 1],
      ['Tablets', 0],
    ]);
    const [details] = dataOf<ProductDetails[]>(
      await api.get(`${PRODUCTS}/get/product/details/${product._id}?company_id=${company._id}`, user.idToken),
    );
    expect(details?.stock_progress).toBe(80);
  });

  it('keeps names unique per company, ignoring case and spaces', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax on');
    const first = await addProduct(user, productBody(company._id));
    const duplicate = await api.post(
      `${PRODUCTS}/create/product`,
      user.idToken,
      productBody(company._id, { stock_item_name: '  PARACETAMOL 500 MG ' }),
    );
    expect([duplicate.status, duplicate.body.message]).toEqual([
      409,
      "A product named 'PARACETAMOL 500 MG' already exists",
    ]);

    const second = await addProduct(user, productBody(company._id, { stock_item_name: 'Crocin 650' }));
    const clash = await api.put(
      `${PRODUCTS}/update/product/${second._id}`,
      user.idToken,
      productBody(company._id, { stock_item_name: 'paracetamol 500 mg' }),
    );
    expect(clash.status).toBe(409);
    const renamed = await api.put(
      `${PRODUCTS}/update/product/${first._id}`,
      user.idToken,
      productBody(company._id, { stock_item_name: 'Paracetamol 650 mg' }),
    );
    expect(renamed.status).toBe(200);
    expect((await api.post(`${PRODUCTS}/create/product`, user.idToken, productBody(company._id))).status).toBe(201);

    const other = await companyOf(user, 'tax on', 'Verma Wholesale');
    expect((await api.post(`${PRODUCTS}/create/product`, user.idToken, productBody(other._id))).status).toBe(201);
  });

  it('deletes a product: gone from reads, its name free again, and every change in the audit log', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax on');
    const product = await addProduct(user, productBody(company._id));
    await api.put(
      `${PRODUCTS}/update/product/${product._id}`,
      user.idToken,
      productBody(company._id, { opening_balance: '100' }),
    );
    const deleted = await api.delete(
      `${PRODUCTS}/delete/product/${product._id}?company_id=${company._id}`,
      user.idToken,
    );
    expect([deleted.status, deleted.body.message]).toEqual([200, 'Product deleted successfully']);
    const gone = await api.get(`${PRODUCTS}/get/product/${product._id}?company_id=${company._id}`, user.idToken);
    expect([gone.status, gone.body.message]).toEqual([404, 'Product not found']);
    expect(
      (await api.delete(`${PRODUCTS}/delete/product/${product._id}?company_id=${company._id}`, user.idToken)).status,
    ).toBe(404);
    expect((await api.post(`${PRODUCTS}/create/product`, user.idToken, productBody(company._id))).status).toBe(201);

    const { Items = [] } = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :audit)',
        ExpressionAttributeValues: { ':pk': `COMPANY#${company._id}`, ':audit': 'AUDIT#' },
      }),
    );
    const trail = Items.filter((item) => item.record_id === product._id);
    expect(trail.map((item) => [item.action as string, item.actor_id as string])).toEqual([
      ['create', user.sub],
      ['update', user.sub],
      ['delete', user.sub],
    ]);
    expect(trail[1]?.before).toMatchObject({ opening_balance: 120_000 });
    expect(trail[1]?.after).toMatchObject({ opening_balance: 100_000 });
  });

  it('shows the opening balance as the first line of the timeline, dated the books beginning', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax on');
    const product = await addProduct(user, productBody(company._id));
    const [timeline] = dataOf<ProductTimeline[]>(
      await api.get(`${PRODUCTS}/get/timeline/${product._id}?company_id=${company._id}`, user.idToken),
    );
    expect(timeline).toEqual({
      _id: product._id,
      stock_item_name: 'Paracetamol 500 mg',
      unit: 'TBS',
      entries: [
        {
          date: company.books_begin_from,
          kind: 'opening',
          voucher_id: null,
          voucher_number: null,
          party_name: null,
          batch_number: null,
          inwards_qty: 120,
          outwards_qty: 0,
          rate: 1.75,
          value: 210,
          balance_qty: 120,
        },
      ],
      has_earlier: false,
      current_stock: 120,
    });
    const name = await api.get(
      `/api/v1/user/entity-name/product/${product._id}?company_id=${company._id}`,
      user.idToken,
    );
    expect(dataOf<string>(name)).toBe('Paracetamol 500 mg');
  });

  it("answers 404 for another user's company and for another company's product", async () => {
    const owner = await signUpUser();
    const company = await companyOf(owner, 'tax on');
    const product = await addProduct(owner, productBody(company._id));
    const stranger = await signUpUser();
    const own = await companyOf(stranger, 'tax on');
    const attempts = [
      api.post(`${PRODUCTS}/create/product`, stranger.idToken, productBody(company._id)),
      api.get(`${PRODUCTS}/view/all/product?company_id=${company._id}`, stranger.idToken),
      api.get(`${PRODUCTS}/get/product/${product._id}?company_id=${company._id}`, stranger.idToken),
      api.get(`${PRODUCTS}/get/product/details/${product._id}?company_id=${company._id}`, stranger.idToken),
      api.get(`${PRODUCTS}/get/timeline/${product._id}?company_id=${company._id}`, stranger.idToken),
      api.get(`${PRODUCTS}/view/products/with_id?company_id=${company._id}`, stranger.idToken),
      api.put(`${PRODUCTS}/update/product/${product._id}`, stranger.idToken, productBody(company._id)),
      api.delete(`${PRODUCTS}/delete/product/${product._id}?company_id=${company._id}`, stranger.idToken),
    ];
    for (const response of await Promise.all(attempts)) {
      expect([response.status, response.body.message]).toEqual([404, 'Company not found']);
    }
    const crossed = [
      api.get(`${PRODUCTS}/get/product/${product._id}?company_id=${own._id}`, stranger.idToken),
      api.put(`${PRODUCTS}/update/product/${product._id}`, stranger.idToken, productBody(own._id)),
      api.delete(`${PRODUCTS}/delete/product/${product._id}?company_id=${own._id}`, stranger.idToken),
      api.get(`/api/v1/user/entity-name/product/${product._id}?company_id=${company._id}`, stranger.idToken),
    ];
    for (const response of await Promise.all(crossed)) expect(response.status).toBe(404);
    const [still] = dataOf<Product[]>(
      await api.get(`${PRODUCTS}/get/product/${product._id}?company_id=${company._id}`, owner.idToken),
    );
    expect(still?.stock_item_name).toBe('Paracetamol 500 mg');
  });
});
