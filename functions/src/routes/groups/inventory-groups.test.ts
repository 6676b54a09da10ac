import { describe, expect, it } from 'vitest';
import type { InventoryGroup, InventoryGroupOption } from '@app/shared/catalogue/inventory-groups';
import { addGroup, addProduct, companyOf, productBody, sendMultipart } from '../../../test/catalogue';
import { api, dataOf, PNG_BYTES } from '../../../test/fixtures';
import { signUpUser } from '../../../test/users';

const GROUPS = '/api/v1/user';

describe('inventory groups', () => {
  it('creates, reads, updates and deletes a group with an image, under the Primary Group by default', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax on');
    const created = await sendMultipart(
      'POST',
      `${GROUPS}/inventory/create/group`,
      user,
      { company_id: company._id, inventory_group_name: 'Medicines', description: 'Prescription and OTC', parent: '' },
      { bytes: PNG_BYTES, name: 'medicines.png', type: 'image/png' },
    );
    expect([created.status, created.body.message]).toEqual([201, 'Group successfully created! 🎉']);
    const group = dataOf<InventoryGroup>(created);
    expect(group).toMatchObject({
      inventory_group_name: 'Medicines',
      parent: 'Primary Group',
      parent_id: null,
      stock_items_count: 0,
    });
    expect(group.image).toMatch(/^http/);

    const child = await addGroup(user, company._id, 'Antibiotics', group._id);
    expect(child).toMatchObject({ parent: 'Medicines', parent_id: group._id });
    const [read] = dataOf<InventoryGroup[]>(
      await api.get(`${GROUPS}/inventory/view/group/${child._id}?company_id=${company._id}`, user.idToken),
    );
    expect(read?.parent).toBe('Medicines');

    const updated = await api.put(`${GROUPS}/update/group/${child._id}`, user.idToken, {
      company_id: company._id,
      inventory_group_name: 'Antibiotics (Schedule H)',
      parent: 'Primary Group',
    });
    expect([updated.status, updated.body.message]).toEqual([200, 'Group successfully updated! 🎉']);
    expect(dataOf<InventoryGroup>(updated)).toMatchObject({
      inventory_group_name: 'Antibiotics (Schedule H)',
      parent: 'Primary Group',
    });

    const deleted = await api.delete(`${GROUPS}/delete/group/${group._id}?company_id=${company._id}`, user.idToken);
    expect([deleted.status, deleted.body.message]).toEqual([200, 'Group deleted successfully']);
    expect(
      (await api.get(`${GROUPS}/inventory/view/group/${group._id}?company_id=${company._id}`, user.idToken)).status,
    ).toBe(404);
  });

  it('checks names and parents', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax on');
    const top = await addGroup(user, company._id, 'Medicines');
    const middle = await addGroup(user, company._id, 'Antibiotics', top._id);
    const cases = [
      [{ inventory_group_name: '' }, 400, 'Group name is required'],
      [{ inventory_group_name: 'M' }, 400, 'Group name must be at least 2 characters'],
      [{ inventory_group_name: ' medicines ' }, 409, "A group named 'medicines' already exists"],
      [
        { inventory_group_name: 'Orphans', parent: '00000000-0000-4000-8000-000000000000' },
        400,
        'Parent group not found',
      ],
    ] as const;
    for (const [fields, status, message] of cases) {
      const response = await api.post(`${GROUPS}/inventory/create/group`, user.idToken, {
        company_id: company._id,
        ...fields,
      });
      expect([response.status, response.body.message]).toEqual([status, message]);
    }
    const loop = await api.put(`${GROUPS}/update/group/${top._id}`, user.idToken, {
      company_id: company._id,
      inventory_group_name: 'Medicines',
      parent: middle._id,
    });
    expect([loop.status, loop.body.message]).toEqual([400, 'A group cannot be moved under one of its own sub-groups']);
  });

  it('refuses to delete a group with products or sub-groups', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax on');
    const top = await addGroup(user, company._id, 'Medicines');
    const child = await addGroup(user, company._id, 'Antibiotics', top._id);
    const withChild = await api.delete(`${GROUPS}/delete/group/${top._id}?company_id=${company._id}`, user.idToken);
    expect([withChild.status, withChild.body.message]).toEqual([
      409,
      "'Medicines' cannot be deleted: it has sub-groups. Move them to another group or delete them first.",
    ]);
    await addProduct(user, productBody(company._id, { group_id: child._id }));
    const withProducts = await api.delete(
      `${GROUPS}/delete/group/${child._id}?company_id=${company._id}`,
      user.idToken,
    );
    expect([withProducts.status, withProducts.body.message]).toEqual([
      409,
      "'Antibiotics' cannot be deleted: it still has products. Move them to another group or delete them first.",
    ]);
  });

  it('searches, filters by parent, sorts both ways and pages the Groups tab', async () => {
    const user = await signUpUser();
    const company = await companyOf(user, 'tax on');
    const medicines = await addGroup(user, company._id, 'Medicines');
    await addGroup(user, company._id, 'Antibiotics', medicines._id);
    await addGroup(user, company._id, 'Vitamins', medicines._id);
    await addGroup(user, company._id, 'Cosmetics');
    const list = async (query: string) =>
      dataOf<{ docs: InventoryGroup[]; meta: { total: number } }>(
        await api.get(`${GROUPS}/inventory/group/view/all?company_id=${company._id}&${query}`, user.idToken),
      );
    const names = (page: { docs: InventoryGroup[] }) => page.docs.map((g) => g.inventory_group_name);
    expect(names(await list(''))).toEqual(['Medicines', 'Antibiotics', 'Vitamins', 'Cosmetics']);
    expect(names(await list(`parent=${medicines._id}&sortField=inventory_group_name&sortOrder=-1`))).toEqual([
      'Vitamins',
      'Antibiotics',
    ]);
    expect(names(await list('parent=Primary%20Group'))).toEqual(['Medicines', 'Cosmetics']);
    expect(names(await list('search=vita'))).toEqual(['Vitamins']);
    expect((await list('limit=3&page_no=2')).meta).toEqual({ page: 2, limit: 3, total: 4 });
    const options = dataOf<InventoryGroupOption[]>(
      await api.get(`${GROUPS}/inventory/view/all/groups?company_id=${company._id}`, user.idToken),
    );
    expect(options.map((o) => o.inventory_group_name)).toEqual(['Antibiotics', 'Cosmetics', 'Medicines', 'Vitamins']);
  });

  it("answers 404 for another user's company and another company's group", async () => {
    const owner = await signUpUser();
    const company = await companyOf(owner, 'tax on');
    const group = await addGroup(owner, company._id, 'Medicines');
    const stranger = await signUpUser();
    const own = await companyOf(stranger, 'tax on');
    const body = { company_id: company._id, inventory_group_name: 'Mine' };
    for (const response of await Promise.all([
      api.post(`${GROUPS}/inventory/create/group`, stranger.idToken, body),
      api.get(`${GROUPS}/inventory/group/view/all?company_id=${company._id}`, stranger.idToken),
      api.get(`${GROUPS}/inventory/view/all/groups?company_id=${company._id}`, stranger.idToken),
      api.get(`${GROUPS}/inventory/view/group/${group._id}?company_id=${company._id}`, stranger.idToken),
      api.put(`${GROUPS}/update/group/${group._id}`, stranger.idToken, body),
      api.delete(`${GROUPS}/delete/group/${group._id}?company_id=${company._id}`, stranger.idToken),
    ])) {
      expect([response.status, response.body.message]).toEqual([404, 'Company not found']);
    }
    const crossed = await api.delete(`${GROUPS}/delete/group/${group._id}?company_id=${own._id}`, stranger.idToken);
    expect([crossed.status, crossed.body.message]).toEqual([404, 'Group not found']);
  });
});
