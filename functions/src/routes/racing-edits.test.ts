import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@app/shared/companies';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { categoryKey } from '#lib/db/categories';
import { documentClient, tableName } from '#lib/db/client';
import { inventoryGroupKey } from '#lib/db/inventory-groups';
import { productKey } from '#lib/db/products';
import { ledgerKey } from '#lib/db/books';
import type { ApiResponse } from '../../test/api';
import { addLedger, ledgerBody, LEDGERS } from '../../test/books';
import { addCategory, addGroup, addProduct, companyOf, productBody } from '../../test/catalogue';
import { api, companyInput, dataOf } from '../../test/fixtures';
import { signUpUser, type TestUser } from '../../test/users';
import { getVoucher, invoiceBody, postVoucher, updateVoucherRequest } from '../../test/vouchers';

/**
 * Ten edits of one record sent at once, each with another name. However they interleave, each is
 * either applied (200) or refused as a conflict the user can resolve (409, "changed by someone
 * else"), never a 500; and no applied edit is silently overwritten: the record's version moved
 * once per 200, and it ends with the name of one of them.
 */
const EDITS = 10;
const names = Array.from({ length: EDITS }, (_, i) => `Edit number ${i + 1}`);

async function stored(key: Record<string, string>) {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item ?? {};
}

function expectConflictsOnly(responses: ApiResponse[]) {
  const statuses = responses.map((response) => response.status);
  expect(
    statuses.every((status) => status === 200 || status === 409),
    statuses.join(' '),
  ).toBe(true);
  for (const response of responses.filter((r) => r.status === 409)) {
    expect(response.body.message).toMatch(/changed by someone else.*Reload/);
  }
  expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
  return names.filter((_, i) => statuses[i] === 200);
}

describe('racing edits of one record', () => {
  let user: TestUser;
  let company: Company;

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
  });

  it('of a company: each is applied or a 409, and it ends as one applied edit left it', async () => {
    const own = await companyOf(user, 'tax off', 'Racing Traders');
    const path = `/api/v1/user/update/company/${own._id}`;
    const applied = expectConflictsOnly(
      await Promise.all(names.map((name) => api.put(path, user.idToken, companyInput({ name })))),
    );
    const companies = dataOf<Company[]>(await api.get('/api/v1/user/all/company', user.idToken));
    expect(applied).toContain(companies.find((c) => c._id === own._id)?.name);
  });

  it.each([
    [
      'a product',
      {
        create: async () =>
          (await addProduct(user, productBody(company._id, { stock_item_name: 'Racing tablets' })))._id,
        path: (id: string) => `/api/v1/product/update/product/${id}`,
        body: (name: string) => productBody(company._id, { stock_item_name: name }),
        key: (id: string) => productKey(company._id, id),
        name: 'stock_item_name',
      },
    ],
    [
      'a category',
      {
        create: async () => (await addCategory(user, company._id, 'Racing category'))._id,
        path: (id: string) => `/api/v1/category/update/category/${id}`,
        body: (name: string) => ({ company_id: company._id, category_name: name }),
        key: (id: string) => categoryKey(company._id, id),
        name: 'category_name',
      },
    ],
    [
      'an inventory group',
      {
        create: async () => (await addGroup(user, company._id, 'Racing group'))._id,
        path: (id: string) => `/api/v1/user/update/group/${id}`,
        body: (name: string) => ({ company_id: company._id, inventory_group_name: name }),
        key: (id: string) => inventoryGroupKey(company._id, id),
        name: 'inventory_group_name',
      },
    ],
    [
      'a ledger',
      {
        create: async () => (await addLedger(user, company._id, { name: 'Racing Traders' }))._id,
        path: (id: string) => `${LEDGERS}/update/${id}`,
        body: (name: string) => ledgerBody(company._id, { name }),
        key: (id: string) => ledgerKey(company._id, id),
        name: 'ledger_name',
      },
    ],
  ] as const)('of %s: each is applied or a 409, and its version moved once per applied edit', async (_name, entity) => {
    const id = await entity.create();
    const before = await stored(entity.key(id));
    const responses = await Promise.all(names.map((name) => api.put(entity.path(id), user.idToken, entity.body(name))));
    const applied = expectConflictsOnly(responses);
    const after = await stored(entity.key(id));
    expect(after.version).toBe(Number(before.version) + applied.length);
    expect(applied).toContain(after[entity.name]);
  });

  it('of a voucher, all from the same version: exactly one is applied, the rest are 409', async () => {
    const customer = await addLedger(user, company._id, { name: 'Racing Customer' });
    const product = await addProduct(user, productBody(company._id, { stock_item_name: 'Racing syrup' }));
    const line = { item_id: product._id, quantity: 1, rate: 10, tax_rate: 12 };
    const voucher = await postVoucher(user, invoiceBody(company._id, 'Sales', customer._id, [line]));
    const responses = await Promise.all(
      names.map((_, i) =>
        updateVoucherRequest(
          user,
          voucher._id,
          invoiceBody(company._id, 'Sales', customer._id, [{ ...line, quantity: i + 2 }], { version: voucher.version }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(EDITS - 1).fill(409)]);
    const winner = responses.findIndex((response) => response.status === 200);
    const after: Voucher = await getVoucher(user, company._id, voucher._id);
    expect([after.version, after.inventory[0]?.quantity]).toEqual([voucher.version + 1, winner + 2]);
  });
});
