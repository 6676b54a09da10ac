import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CategoryInput } from '@app/shared/catalogue/categories';
import { CHANGED_MEANWHILE, ConflictError } from '#lib/errors';
import { documentClient, tableName } from './client';
import { asRecord } from './items';
import { claimNameSteps, nameGuardKey } from './name-guards';
import { queryPrefix } from './query-all';
import { NEW_ITEM, put, remove, setVersionedFields, transact } from './transact';

/** A category as stored; stock_items_count is kept by the product writes. */
export interface CategoryRecord {
  category_id: string;
  company_id: string;
  category_name: string;
  description: string | null;
  image_key: string | null;
  stock_items_count: number;
  /** Grows with every edit; an edit checks it (setVersionedFields). Absent on older records: 0. */
  version?: number;
  created_at: string;
  updated_at: string;
}

export const categoryKey = (companyId: string, categoryId: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `CATEGORY#${categoryId}`,
});

export const CATEGORY_NOT_FOUND = 'Category not found';

const nameTaken = (name: string) => () => new ConflictError(`A category named '${name}' already exists`);
const changedMeanwhile = () => new ConflictError(CHANGED_MEANWHILE);

export async function createCategory(
  companyId: string,
  input: CategoryInput,
  imageKey: string | null,
): Promise<CategoryRecord> {
  const now = new Date().toISOString();
  const category: CategoryRecord = {
    category_id: randomUUID(),
    company_id: companyId,
    category_name: input.category_name,
    description: input.description ?? null,
    image_key: imageKey,
    stock_items_count: 0,
    version: 1,
    created_at: now,
    updated_at: now,
  };
  await transact([
    put({ ...categoryKey(companyId, category.category_id), entity: 'category', ...category }, NEW_ITEM),
    ...claimNameSteps(
      companyId,
      'CATEGORY',
      null,
      category.category_name,
      category.category_id,
      nameTaken(category.category_name),
    ),
  ]);
  return category;
}

export async function getCategory(companyId: string, categoryId: string): Promise<CategoryRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: categoryKey(companyId, categoryId), ConsistentRead: true }),
  );
  return asRecord(Item) as CategoryRecord | undefined;
}

export const listCategoryRecords = (companyId: string) =>
  queryPrefix<CategoryRecord>(`COMPANY#${companyId}`, 'CATEGORY#');

/** Replaces what the drawer edits; the product count is left to the product writes. */
export async function updateCategory(
  existing: CategoryRecord,
  input: CategoryInput,
  imageKey: string | null,
): Promise<CategoryRecord> {
  const fields = {
    category_name: input.category_name,
    description: input.description ?? null,
    image_key: imageKey,
    updated_at: new Date().toISOString(),
  };
  const { company_id, category_id, version = 0 } = existing;
  await transact([
    setVersionedFields(categoryKey(company_id, category_id), fields, version, changedMeanwhile),
    ...claimNameSteps(
      company_id,
      'CATEGORY',
      existing.category_name,
      fields.category_name,
      category_id,
      nameTaken(fields.category_name),
    ),
  ]);
  return { ...existing, ...fields, version: version + 1 };
}

const inUse = (category: CategoryRecord) =>
  new ConflictError(
    `'${category.category_name}' cannot be deleted: it still has products. Move them to another category or delete them first.`,
  );

/** Deletes a category no product uses; the condition holds even against a product written meanwhile. */
export async function deleteCategory(category: CategoryRecord): Promise<void> {
  if (category.stock_items_count > 0) throw inUse(category);
  await transact([
    {
      Delete: {
        TableName: tableName(),
        Key: categoryKey(category.company_id, category.category_id),
        ConditionExpression: 'attribute_exists(pk) AND stock_items_count = :none',
        ExpressionAttributeValues: { ':none': 0 },
      },
      failure: () => inUse(category),
    },
    remove(nameGuardKey(category.company_id, 'CATEGORY', category.category_name)),
  ]);
}
