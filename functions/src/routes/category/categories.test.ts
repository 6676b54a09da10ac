import { describe, expect, it } from 'vitest';
import type { Category, CategoryOption } from '@app/shared/catalogue/categories';
import { addCategory, addProduct, companyOf, productBody, sendMultipart } from '../../../test/catalogue';
import { api, dataOf, EXE_BYTES, PNG_BYTES, uploadImage } from '../../../test/fixtures';
import { signUpUser } from '../../../test/users';

const CATEGORIES = '/api/v1/category';

describe('categories', () => {
  it('creates, reads, updates and deletes a category with an image', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax on');
    const created = await sendMultipart(
      'POST',
      `${CATEGORIES}/create/category`,
      user,
      { company_id: company._id, category_name: ' Tablets ', description: 'Strips and blister packs' },
      { bytes: PNG_BYTES, name: 'tablets.png', type: 'image/png' },
    );
    expect([created.status, created.body.message]).toEqual([201, 'Category successfully created! 🎉']);
    const category = dataOf<Category>(created);
    expect(category).toMatchObject({
      category_name: 'Tablets',
      description: 'Strips and blister packs',
      stock_items_count: 0,
    });
    expect(Buffer.from(await (await fetch(category.image ?? '')).arrayBuffer())).toEqual(PNG_BYTES);

    const [read] = dataOf<Category[]>(
      await api.get(`${CATEGORIES}/get/category?category_id=${category._id}&company_id=${company._id}`, user.idToken),
    );
    expect(read?.category_name).toBe('Tablets');

    const icon = await uploadImage(user.idToken, PNG_BYTES, 'image/png', 'category');
    const updated = await api.put(`${CATEGORIES}/update/category/${category._id}`, user.idToken, {
      company_id: company._id,
      category_name: 'Tablets & Capsules',
      image: icon,
    });
    expect([updated.status, updated.body.message]).toEqual([200, 'Category successfully updated! 🎉']);
    expect(dataOf<Category>(updated)).toMatchObject({
      category_name: 'Tablets & Capsules',
      description: null,
      image_key: icon,
    });

    const deleted = await api.delete(
      `${CATEGORIES}/delete/category/${category._id}?company_id=${company._id}`,
      user.idToken,
    );
    expect([deleted.status, deleted.body.message]).toEqual([200, 'Category deleted successfully']);
    const gone = await api.get(
      `${CATEGORIES}/get/category?category_id=${category._id}&company_id=${company._id}`,
      user.idToken,
    );
    expect([gone.status, gone.body.message]).toEqual([404, 'Category not found']);
  });

  it('checks the drawer rules and the image bytes', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax off');
    const cases = [
      [{ category_name: '' }, 'Category name is required'],
      [{ category_name: 'T' }, 'Category name must be at least 2 characters'],
      [{ category_name: 'Tablets', description: 'x'.repeat(501) }, 'Description must be less than 500 characters'],
    ] as const;
    for (const [fields, message] of cases) {
      const response = await api.post(`${CATEGORIES}/create/category`, user.idToken, {
        company_id: company._id,
        ...fields,
      });
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
    const fake = await sendMultipart(
      'POST',
      `${CATEGORIES}/create/category`,
      user,
      { company_id: company._id, category_name: 'Tablets' },
      { bytes: EXE_BYTES, name: 'x.png', type: 'image/png' },
    );
    expect([fake.status, fake.body.message]).toEqual([400, 'Only PNG, JPEG, JPG, or WebP images are allowed.']);
    expect(
      dataOf<{ meta: { total: number } }>(
        await api.get(`${CATEGORIES}/view/all/category?company_id=${company._id}`, user.idToken),
      ).meta.total,
    ).toBe(0);
  });

  it('refuses a duplicate name and refuses to delete a category that still has products', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax on');
    const tablets = await addCategory(user, company._id, 'Tablets');
    const duplicate = await api.post(`${CATEGORIES}/create/category`, user.idToken, {
      company_id: company._id,
      category_name: 'TABLETS ',
    });
    expect([duplicate.status, duplicate.body.message]).toEqual([409, "A category named 'TABLETS' already exists"]);

    const product = await addProduct(user, productBody(company._id, { category_id: tablets._id }));
    const refused = await api.delete(
      `${CATEGORIES}/delete/category/${tablets._id}?company_id=${company._id}`,
      user.idToken,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "'Tablets' cannot be deleted: it still has products. Move them to another category or delete them first.",
    );
    await api.delete(`/api/v1/product/delete/product/${product._id}?company_id=${company._id}`, user.idToken);
    const allowed = await api.delete(
      `${CATEGORIES}/delete/category/${tablets._id}?company_id=${company._id}`,
      user.idToken,
    );
    expect(allowed.status).toBe(200);
  });

  it('searches, sorts both ways and pages the Categories tab, and lists options by name', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax on');
    for (const [name, description] of [
      ['Tablets', 'Strips'],
      ['Syrups', 'Bottles of liquid'],
      ['Devices', 'Thermometers and BP monitors'],
      ['Ointments', 'Tubes'],
    ]) {
      await addCategory(user, company._id, name ?? '', description);
    }
    const list = async (query: string) =>
      dataOf<{ docs: Category[]; meta: { page: number; limit: number; total: number } }>(
        await api.get(`${CATEGORIES}/view/all/category?company_id=${company._id}&${query}`, user.idToken),
      );
    const names = (page: { docs: Category[] }) => page.docs.map((c) => c.category_name);
    expect(names(await list(''))).toEqual(['Tablets', 'Syrups', 'Devices', 'Ointments']);
    expect(names(await list('sortField=category_name&sortOrder=1'))).toEqual([
      'Devices',
      'Ointments',
      'Syrups',
      'Tablets',
    ]);
    expect(names(await list('sortField=category_name&sortOrder=-1&limit=2&page_no=2'))).toEqual([
      'Ointments',
      'Devices',
    ]);
    expect((await list('limit=3&page_no=2')).meta).toEqual({ page: 2, limit: 3, total: 4 });
    expect(names(await list('search=bottles'))).toEqual(['Syrups']);
    const options = dataOf<CategoryOption[]>(
      await api.get(`${CATEGORIES}/view/categories?company_id=${company._id}`, user.idToken),
    );
    expect(options.map((o) => o.category_name)).toEqual(['Devices', 'Ointments', 'Syrups', 'Tablets']);
  });

  it("answers 404 for another user's company and another company's category", async () => {
    const owner = await signUpUser();
    const company = await companyOf(owner, 'tax on');
    const category = await addCategory(owner, company._id, 'Tablets');
    const stranger = await signUpUser();
    const own = await companyOf(stranger, 'tax on');
    const body = { company_id: company._id, category_name: 'Mine' };
    for (const response of await Promise.all([
      api.post(`${CATEGORIES}/create/category`, stranger.idToken, body),
      api.get(`${CATEGORIES}/view/all/category?company_id=${company._id}`, stranger.idToken),
      api.get(`${CATEGORIES}/view/categories?company_id=${company._id}`, stranger.idToken),
      api.get(`${CATEGORIES}/get/category?category_id=${category._id}&company_id=${company._id}`, stranger.idToken),
      api.put(`${CATEGORIES}/update/category/${category._id}`, stranger.idToken, body),
      api.delete(`${CATEGORIES}/delete/category/${category._id}?company_id=${company._id}`, stranger.idToken),
    ])) {
      expect([response.status, response.body.message]).toEqual([404, 'Company not found']);
    }
    const crossed = await api.put(`${CATEGORIES}/update/category/${category._id}`, stranger.idToken, {
      ...body,
      company_id: own._id,
    });
    expect([crossed.status, crossed.body.message]).toEqual([404, 'Category not found']);
    const crossedProduct = await api.post(
      '/api/v1/product/create/product',
      stranger.idToken,
      productBody(own._id, { category_id: category._id }),
    );
    expect([crossedProduct.status, crossedProduct.body.message]).toEqual([400, 'Category not found']);
  });
});
