import type { Company } from '@app/shared/companies';
import type { Category } from '@app/shared/catalogue/categories';
import type { InventoryGroup } from '@app/shared/catalogue/inventory-groups';
import type { Product } from '@app/shared/catalogue/product-docs';
import type { ProductFormValues } from '@app/shared/catalogue/products';
import { callLocalApi } from './api';
import { api, companyInput, dataOf } from './fixtures';
import type { TestUser } from './users';

/** A company of the user's, with tax on (a GSTIN) or off. */
export async function companyOf(user: TestUser, tax: 'tax on' | 'tax off', name = 'Verma Medical Stores') {
  const input = companyInput({ name, ...(tax === 'tax on' ? { tin: '27AAPFU0939F1ZV' } : {}) });
  return dataOf<Company>(await api.post('/api/v1/user/create/company', user.idToken, input));
}

/** A product body as the drawer sends it; tax fields for a company with tax on. */
export const productBody = (companyId: string, overrides: Partial<ProductFormValues> = {}): ProductFormValues => ({
  company_id: companyId,
  stock_item_name: 'Paracetamol 500 mg',
  unit: 'TBS',
  opening_balance: '120',
  opening_rate: '1.75',
  hsn_code: '30049099',
  nature_of_goods: 'Goods',
  taxability: 'Taxable',
  tax_rate: '12',
  ...overrides,
});

/** A batch-tracked product with no opening stock: its stock comes in batch by batch, by purchases. */
export const batchTrackedBody = (companyId: string, name: string) =>
  productBody(companyId, { stock_item_name: name, opening_balance: '0', opening_rate: '0', batch_tracked: true });

export async function addProduct(user: TestUser, body: ProductFormValues) {
  const response = await api.post('/api/v1/product/create/product', user.idToken, body);
  if (response.status !== 201) throw new Error(`product not created: ${JSON.stringify(response.body)}`);
  return dataOf<Product>(response);
}

export async function addCategory(user: TestUser, companyId: string, name: string, description?: string) {
  const response = await api.post('/api/v1/category/create/category', user.idToken, {
    company_id: companyId,
    category_name: name,
    description,
  });
  if (response.status !== 201) throw new Error(`category not created: ${JSON.stringify(response.body)}`);
  return dataOf<Category>(response);
}

export async function addGroup(user: TestUser, companyId: string, name: string, parent?: string) {
  const response = await api.post('/api/v1/user/inventory/create/group', user.idToken, {
    company_id: companyId,
    inventory_group_name: name,
    parent,
  });
  if (response.status !== 201) throw new Error(`group not created: ${JSON.stringify(response.body)}`);
  return dataOf<InventoryGroup>(response);
}

/** Sends form fields (and an optional image file part) as multipart/form-data, as the spec's client does. */
export function sendMultipart(
  method: 'POST' | 'PUT',
  path: string,
  user: TestUser,
  fields: Record<string, string | undefined>,
  image?: { bytes: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  if (image) form.append('image', new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  return callLocalApi(path, { method, token: user.idToken, body: form });
}
