import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from './client';
import { queryPages, sortKeyPrefix } from './query-all';
import { NEW_ITEM, put, remove, type Step } from './transact';

/**
 * Names that must be unique within a company (groups, ledgers, products, categories, inventory
 * groups), ignoring case and surrounding spaces. Each name holds a guard item, claimed with a
 * condition in the same transaction that writes the record, so two writers can never both win.
 */
export type NamedKind = 'GROUP' | 'LEDGER' | 'PRODUCT' | 'CATEGORY' | 'INVGROUP';

export const nameKey = (name: string) => name.trim().toLowerCase();

export const nameGuardKey = (companyId: string, kind: NamedKind, name: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `NAME#${kind}#${nameKey(name)}`,
});

export const nameGuardItem = (companyId: string, kind: NamedKind, name: string, targetId: string) => ({
  ...nameGuardKey(companyId, kind, name),
  entity: 'name_guard',
  target_id: targetId,
});

/** The id of the company's record of this kind holding `name` (any case), read consistently; undefined when none does. */
export async function namedRecordId(companyId: string, kind: NamedKind, name: string): Promise<string | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: nameGuardKey(companyId, kind, name), ConsistentRead: true }),
  );
  return typeof Item?.target_id === 'string' ? Item.target_id : undefined;
}

/** Every name the company's records of this kind hold, as nameKey has them: one query, for checking a list of names. */
export async function takenNames(companyId: string, kind: NamedKind): Promise<Set<string>> {
  const prefix = `NAME#${kind}#`;
  const names = new Set<string>();
  const query = { ...sortKeyPrefix(`COMPANY#${companyId}`, prefix), ProjectionExpression: 'sk', ConsistentRead: true };
  for await (const { items } of queryPages(query))
    for (const item of items) names.add(String(item.sk).slice(prefix.length));
  return names;
}

/**
 * The steps that give a record its name: claim the new name (failing with `taken` if another
 * record holds it) and free the old one. None when a rename only changes case or spacing.
 */
export function claimNameSteps(
  companyId: string,
  kind: NamedKind,
  before: string | null,
  after: string,
  targetId: string,
  taken: () => Error,
): Step[] {
  if (before !== null && nameKey(before) === nameKey(after)) return [];
  return [
    ...(before === null ? [] : [remove(nameGuardKey(companyId, kind, before))]),
    put(nameGuardItem(companyId, kind, after, targetId), NEW_ITEM, taken),
  ];
}
