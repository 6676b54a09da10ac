import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { InventoryGroupInput } from '@app/shared/catalogue/inventory-groups';
import { CHANGED_MEANWHILE, ConflictError, ValidationError } from '#lib/errors';
import { documentClient, tableName } from './client';
import { asRecord } from './items';
import { claimNameSteps, nameGuardKey } from './name-guards';
import { queryPrefix } from './query-all';
import { NEW_ITEM, addToCounter, put, remove, setVersionedFields, transact, type Step } from './transact';

/**
 * An inventory group as stored. stock_items_count is kept by the product writes and child_count
 * by the group writes, so a group in use cannot be deleted.
 */
export interface InventoryGroupRecord {
  group_id: string;
  company_id: string;
  inventory_group_name: string;
  description: string | null;
  image_key: string | null;
  parent_id: string | null;
  stock_items_count: number;
  child_count: number;
  /** Grows with every edit; an edit checks it (setVersionedFields). Absent on older records: 0. */
  version?: number;
  created_at: string;
  updated_at: string;
}

export const inventoryGroupKey = (companyId: string, groupId: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `INVGROUP#${groupId}`,
});

export const GROUP_NOT_FOUND = 'Group not found';

const nameTaken = (name: string) => () => new ConflictError(`A group named '${name}' already exists`);
const parentGone = () =>
  new ValidationError('Parent group not found', [{ field: 'parent', message: 'Parent group not found' }]);

/** The parent's count of sub-groups follows the group when it moves. */
function parentSteps(companyId: string, before: string | null, after: string | null): Step[] {
  if (before === after) return [];
  return [
    ...(before ? [addToCounter(inventoryGroupKey(companyId, before), 'child_count', -1, parentGone)] : []),
    ...(after ? [addToCounter(inventoryGroupKey(companyId, after), 'child_count', 1, parentGone)] : []),
  ];
}

export async function createInventoryGroup(
  companyId: string,
  input: InventoryGroupInput,
  imageKey: string | null,
): Promise<InventoryGroupRecord> {
  const now = new Date().toISOString();
  const group: InventoryGroupRecord = {
    group_id: randomUUID(),
    company_id: companyId,
    inventory_group_name: input.inventory_group_name,
    description: input.description ?? null,
    image_key: imageKey,
    parent_id: input.parent,
    stock_items_count: 0,
    child_count: 0,
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const name = group.inventory_group_name;
  await transact([
    put({ ...inventoryGroupKey(companyId, group.group_id), entity: 'inventory_group', ...group }, NEW_ITEM),
    ...claimNameSteps(companyId, 'INVGROUP', null, name, group.group_id, nameTaken(name)),
    ...parentSteps(companyId, null, group.parent_id),
  ]);
  return group;
}

export async function getInventoryGroup(companyId: string, groupId: string): Promise<InventoryGroupRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: inventoryGroupKey(companyId, groupId), ConsistentRead: true }),
  );
  return asRecord(Item) as InventoryGroupRecord | undefined;
}

export const listInventoryGroupRecords = (companyId: string) =>
  queryPrefix<InventoryGroupRecord>(`COMPANY#${companyId}`, 'INVGROUP#');

/** Replaces what the drawer edits; the counts are left to the writes that change them. */
export async function updateInventoryGroup(
  existing: InventoryGroupRecord,
  input: InventoryGroupInput,
  imageKey: string | null,
): Promise<InventoryGroupRecord> {
  const fields = {
    inventory_group_name: input.inventory_group_name,
    description: input.description ?? null,
    image_key: imageKey,
    parent_id: input.parent,
    updated_at: new Date().toISOString(),
  };
  const { company_id, group_id, version = 0 } = existing;
  const name = fields.inventory_group_name;
  await transact([
    setVersionedFields(
      inventoryGroupKey(company_id, group_id),
      fields,
      version,
      () => new ConflictError(CHANGED_MEANWHILE),
    ),
    ...claimNameSteps(company_id, 'INVGROUP', existing.inventory_group_name, name, group_id, nameTaken(name)),
    ...parentSteps(company_id, existing.parent_id, fields.parent_id),
  ]);
  return { ...existing, ...fields, version: version + 1 };
}

function inUse(group: InventoryGroupRecord) {
  const what = group.stock_items_count > 0 ? 'it still has products' : 'it has sub-groups';
  return new ConflictError(
    `'${group.inventory_group_name}' cannot be deleted: ${what}. Move them to another group or delete them first.`,
  );
}

/** Deletes a group with no products and no sub-groups; the condition holds against concurrent writes. */
export async function deleteInventoryGroup(group: InventoryGroupRecord): Promise<void> {
  if (group.stock_items_count > 0 || group.child_count > 0) throw inUse(group);
  await transact([
    {
      Delete: {
        TableName: tableName(),
        Key: inventoryGroupKey(group.company_id, group.group_id),
        ConditionExpression: 'attribute_exists(pk) AND stock_items_count = :none AND child_count = :none',
        ExpressionAttributeValues: { ':none': 0 },
      },
      failure: () => inUse(group),
    },
    remove(nameGuardKey(group.company_id, 'INVGROUP', group.inventory_group_name)),
    ...parentSteps(group.company_id, group.parent_id, null),
  ]);
}
