import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { NatureOfGoods, Taxability } from '@app/shared/catalogue/products';
import type { Thousandths } from '@app/shared/money';
import type { StockFigures } from '@app/shared/catalogue/stock';
import { ConflictError, ValidationError } from '#lib/errors';
import { auditStep } from './audit';
import { batchMove, readBatchStates } from './batch-chunks';
import { postingSteps } from './contributions';
import { batchGet } from './batch';
import { categoryKey } from './categories';
import { documentClient, tableName } from './client';
import { inventoryGroupKey } from './inventory-groups';
import { asRecord } from './items';
import { claimNameSteps, nameGuardKey } from './name-guards';
import { NO_MOVEMENT, readStockTotals } from './stock-chunks';
import { removeDigestRow, setDigestRow, type DigestRow } from './product-digest';
import { stockVersionStep } from './stock-version';
import { NEW_ITEM, addToCounter, put, remove, transact, type Step } from './transact';

/** What the product drawer sets, in stored units (paise, thousandths, hundredths of a percent). */
export interface ProductFields {
  stock_item_name: string;
  unit: string;
  alias_name: string | null;
  description: string | null;
  barcode: string | null;
  category_id: string | null;
  group_id: string | null;
  image_key: string | null;
  low_stock_alert: number | null;
  opening_balance: number;
  opening_rate: number;
  opening_value: number;
  nature_of_goods: NatureOfGoods | null;
  hsn_code: string | null;
  taxability: Taxability | null;
  tax_rate: number | null;
  /** Issue 18: stock kept per batch (db/batch-chunks.ts); absent on older records (off). */
  batch_tracked?: boolean;
  /** The batches a batch-tracked product's opening stock is in; their quantities add up to it. */
  opening_batches?: OpeningBatch[];
}

export interface OpeningBatch {
  key: string;
  number: string;
  expiry: string;
  quantity: Thousandths;
}

/**
 * A product as stored: the drawer's fields and the running stock totals the voucher engine adds
 * to. `version` grows with every write; writers check it, so no write overwrites one it has not seen.
 */
export interface ProductRecord extends ProductFields, StockFigures {
  product_id: string;
  company_id: string;
  last_restock_date: string | null;
  is_deleted: boolean;
  version: number;
  created_at: string;
  updated_at: string;
}

export const productKey = (companyId: string, productId: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `PRODUCT#${productId}`,
});

export const PRODUCT_NOT_FOUND = 'Product not found';

const nameTaken = (name: string) => () => new ConflictError(`A product named '${name}' already exists`);
const changedMeanwhile = () =>
  new ConflictError('This product was changed by someone else in the meantime. Reload it and try again.');
const missing = (field: 'category_id' | 'group_id') => () => {
  const message = field === 'category_id' ? 'Category not found' : 'Group not found';
  return new ValidationError(message, [{ field, message }]);
};

/**
 * The product as written: its stock totals are not stored on it but kept by the voucher engine in
 * the stock chunks (stock-chunks.ts), so a voucher never rewrites a product; reads add them back.
 */
const productItem = ({
  purchase_qty: _purchaseQty,
  purchase_value: _purchaseValue,
  sales_qty: _salesQty,
  sales_value: _salesValue,
  ...product
}: ProductRecord) => ({
  ...productKey(product.company_id, product.product_id),
  entity: 'product',
  ...product,
});

/** Products as read, with the stock totals the vouchers have moved. */
export async function withStockTotals(companyId: string, products: ProductRecord[]): Promise<ProductRecord[]> {
  if (products.length === 0) return products;
  const totals = await readStockTotals(
    companyId,
    products.map((product) => product.product_id),
  );
  return products.map((product) => ({ ...product, ...(totals.get(product.product_id) ?? NO_MOVEMENT) }));
}

const digestRowOf = (product: ProductRecord): DigestRow => ({
  id: product.product_id,
  name: product.stock_item_name,
  alias: product.alias_name,
  description: product.description,
  barcode: product.barcode,
  hsn: product.hsn_code,
  category_id: product.category_id,
  group_id: product.group_id,
  unit: product.unit,
  /** The opening balance; readDigest adds what the vouchers moved. */
  current_stock: product.opening_balance,
  low_stock_alert: product.low_stock_alert,
  tax_rate: product.tax_rate,
  created_at: product.created_at,
  opening_rate: product.opening_rate,
  batch_tracked: product.batch_tracked === true,
});

/** The opening stock in its batches, for a batch-tracked product (none otherwise). */
function openingBatchMoves(product: ProductRecord | null) {
  if (!product?.batch_tracked || product.opening_balance === 0) return [];
  const ref = { id: product.product_id, name: product.stock_item_name };
  return (product.opening_batches ?? []).map((batch) => batchMove(product.company_id, ref, batch, batch.quantity));
}

/**
 * What saving a product does to its batches: with batches on, its opening stock is in its opening
 * batch (moved when the opening stock or its batch changes), written from its batches as read.
 * Batches are switched on only before a product's first voucher, so its stock is the sum of its
 * batches from then on.
 */
async function batchSteps(existing: ProductRecord | null, product: ProductRecord): Promise<Step[]> {
  if (!product.batch_tracked) return [];
  const moved = existing && (existing.purchase_qty !== 0 || existing.sales_qty !== 0);
  if (existing && !existing.batch_tracked && moved) {
    const message =
      'Batches can be switched on only for a product with no vouchers yet: add a new product for batch-wise stock';
    throw new ValidationError(message, [{ field: 'batch_tracked', message }]);
  }
  const batches = await readBatchStates(product.company_id, [product.product_id]);
  return postingSteps(openingBatchMoves(existing), openingBatchMoves(product), batches);
}

/** Moves the product's count from one category or group to another. */
function countSteps(companyId: string, before: ProductFields | null, after: ProductFields | null): Step[] {
  const steps: Step[] = [];
  for (const [field, keyOf] of [
    ['category_id', categoryKey],
    ['group_id', inventoryGroupKey],
  ] as const) {
    const [from, to] = [before?.[field] ?? null, after?.[field] ?? null];
    if (from === to) continue;
    if (from) steps.push(addToCounter(keyOf(companyId, from), 'stock_items_count', -1, missing(field)));
    if (to) steps.push(addToCounter(keyOf(companyId, to), 'stock_items_count', 1, missing(field)));
  }
  return steps;
}

export async function createProduct(companyId: string, fields: ProductFields, actorId: string): Promise<ProductRecord> {
  const now = new Date().toISOString();
  const product: ProductRecord = {
    ...fields,
    product_id: randomUUID(),
    company_id: companyId,
    purchase_qty: 0,
    purchase_value: 0,
    sales_qty: 0,
    sales_value: 0,
    last_restock_date: null,
    is_deleted: false,
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const name = product.stock_item_name;
  const batches = await batchSteps(null, product);
  await transact([
    put(productItem(product), NEW_ITEM),
    ...batches,
    ...claimNameSteps(companyId, 'PRODUCT', null, name, product.product_id, nameTaken(name)),
    ...countSteps(companyId, null, product),
    setDigestRow(companyId, digestRowOf(product)),
    stockVersionStep(companyId, { productId: product.product_id }),
    auditStep({
      companyId,
      entity: 'product',
      entityId: product.product_id,
      action: 'create',
      actorId,
      before: null,
      after: { ...product },
    }),
  ]);
  return product;
}

export async function getProduct(companyId: string, productId: string): Promise<ProductRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: productKey(companyId, productId), ConsistentRead: true }),
  );
  const product = asRecord(Item) as ProductRecord | undefined;
  if (!product || product.is_deleted) return undefined;
  return (await withStockTotals(companyId, [product]))[0];
}

/** Products by id, in the order asked, skipping any that are gone. */
export async function getProducts(companyId: string, productIds: string[]): Promise<ProductRecord[]> {
  const items = await batchGet(
    productIds.map((id) => productKey(companyId, id)),
    true,
  );
  const products = items.map((item) => asRecord(item) as unknown as ProductRecord);
  const byId = new Map(products.map((product) => [product.product_id, product]));
  const found = productIds.flatMap((id) => {
    const product = byId.get(id);
    return product && !product.is_deleted ? [product] : [];
  });
  return withStockTotals(companyId, found);
}

/** Replaces the drawer's fields; the stock totals stay as the vouchers left them. */
export async function updateProduct(
  existing: ProductRecord,
  fields: ProductFields,
  actorId: string,
): Promise<ProductRecord> {
  const product: ProductRecord = {
    ...existing,
    ...fields,
    version: existing.version + 1,
    updated_at: new Date().toISOString(),
  };
  const { company_id: companyId, product_id: productId } = existing;
  const name = product.stock_item_name;
  const batches = await batchSteps(existing, product);
  await transact([
    ...batches,
    put(productItem(product), 'version = :seen AND is_deleted = :false', changedMeanwhile, {
      ':seen': existing.version,
      ':false': false,
    }),
    ...claimNameSteps(companyId, 'PRODUCT', existing.stock_item_name, name, productId, nameTaken(name)),
    ...countSteps(companyId, existing, product),
    setDigestRow(companyId, digestRowOf(product)),
    stockVersionStep(companyId, { productId }),
    auditStep({
      companyId,
      entity: 'product',
      entityId: productId,
      action: 'update',
      actorId,
      before: { ...existing },
      after: { ...product },
    }),
  ]);
  return product;
}

/**
 * Removes a product from the catalogue. The item stays, marked deleted, so invoices that name it
 * keep their history; its name is freed and its category and group counts drop.
 */
export async function deleteProduct(existing: ProductRecord, actorId: string): Promise<void> {
  const { company_id: companyId, product_id: productId } = existing;
  const now = new Date().toISOString();
  await transact([
    {
      Update: {
        TableName: tableName(),
        Key: productKey(companyId, productId),
        UpdateExpression: 'SET is_deleted = :true, version = :next, updated_at = :now, deleted_at = :now',
        ConditionExpression: 'version = :seen AND is_deleted = :false',
        ExpressionAttributeValues: {
          ':true': true,
          ':false': false,
          ':seen': existing.version,
          ':next': existing.version + 1,
          ':now': now,
        },
      },
      failure: changedMeanwhile,
    },
    remove(nameGuardKey(companyId, 'PRODUCT', existing.stock_item_name)),
    ...countSteps(companyId, existing, null),
    removeDigestRow(companyId, productId),
    stockVersionStep(companyId, { productId }),
    auditStep({
      companyId,
      entity: 'product',
      entityId: productId,
      action: 'delete',
      actorId,
      before: { ...existing },
      after: null,
    }),
  ]);
}
