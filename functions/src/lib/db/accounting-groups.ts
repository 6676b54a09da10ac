import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AccountingGroupInput } from '@app/shared/books/accounting-groups';
import { descendantIds, parentProblem } from '@app/shared/books/group-tree';
import type { GroupNature } from '@app/shared/books/default-books';
import { ConflictError, NotFoundError, ValidationError } from '#lib/errors';
import { auditStep } from './audit';
import { accountingGroupKey } from './books';
import { documentClient, tableName } from './client';
import { asRecord } from './items';
import { claimNameSteps, nameGuardKey } from './name-guards';
import { queryPrefix } from './query-all';
import { NEW_ITEM, addToCounter, put, remove, setFields, transact, type Step } from './transact';

/**
 * An accounting group as stored (the defaults are written by books.ts with the company). A deleted
 * group stays, marked, so old entries can still name it. ledger_count is kept by the ledger writes
 * and child_count by the group writes here; both are absent until first counted, and the defaults'
 * own ledgers and sub-groups are not counted (defaults are never deleted, so nothing reads them).
 */
export interface AccountingGroupRecord {
  _id: string;
  company_id: string;
  name: string;
  alias: string | null;
  description?: string | null;
  /** The parent's name when the group was written; the parent's current name is looked up by id. */
  parent: string | null;
  parent_id: string | null;
  nature: GroupNature;
  is_default: boolean;
  is_deleted: boolean;
  ledger_count?: number;
  child_count?: number;
  created_at: string;
  updated_at?: string;
  deleted_at?: string;
}

export const ACCOUNTING_GROUP_NOT_FOUND = 'Group not found';

/** TransactWriteItems takes at most 100 writes; a move rewrites the nature of the whole branch. */
const MAX_WRITES = 100;

const nameTaken = (name: string) => () => new ConflictError(`An accounting group named '${name}' already exists`);
const parentRefused = (message: string) => new ValidationError(message, [{ field: 'parent_id', message }]);
const parentGone = () => parentRefused('Parent group not found');
const changedMeanwhile = () =>
  new ConflictError('This group was changed by someone else in the meantime. Reload it and try again.');

export async function getAccountingGroup(companyId: string, groupId: string) {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: accountingGroupKey(companyId, groupId), ConsistentRead: true }),
  );
  return asRecord(Item) as AccountingGroupRecord | undefined;
}

/** Every group of the company, deleted ones included. */
export const listAccountingGroupRecords = (companyId: string) =>
  queryPrefix<AccountingGroupRecord>(`COMPANY#${companyId}`, 'GROUP#');

export const listLiveAccountingGroups = async (companyId: string) =>
  (await listAccountingGroupRecords(companyId)).filter((group) => !group.is_deleted);

/** Counts a new sub-group in its parent, which must still be there (a deleted parent takes none). */
const countChildIn = (companyId: string, parentId: string): Step => ({
  Update: {
    TableName: tableName(),
    Key: accountingGroupKey(companyId, parentId),
    UpdateExpression: 'ADD child_count :one',
    ConditionExpression: 'attribute_exists(pk) AND is_deleted = :false',
    ExpressionAttributeValues: { ':one': 1, ':false': false },
  },
  failure: parentGone,
});

/** The parents' counts of sub-groups follow a group that moves. */
const moveSteps = (companyId: string, before: string | null, after: string | null): Step[] =>
  before === after
    ? []
    : [
        ...(before ? [addToCounter(accountingGroupKey(companyId, before), 'child_count', -1, parentGone)] : []),
        ...(after ? [countChildIn(companyId, after)] : []),
      ];

/**
 * Sets fields of a live group that still has the name and parent it was read with, so two edits
 * at once cannot both move it (counting it twice) or both free its old name.
 */
function setIfUnchanged(seen: AccountingGroupRecord, fields: Record<string, unknown>): Step {
  const names = Object.keys(fields);
  return {
    Update: {
      TableName: tableName(),
      Key: accountingGroupKey(seen.company_id, seen._id),
      UpdateExpression: `SET ${names.map((name) => `#${name} = :${name}`).join(', ')}`,
      ConditionExpression: 'is_deleted = :false AND #seen_name = :seen_name AND parent_id = :seen_parent',
      ExpressionAttributeNames: {
        ...Object.fromEntries(names.map((name) => [`#${name}`, name])),
        '#seen_name': 'name',
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((name) => [`:${name}`, fields[name]])),
        ':false': false,
        ':seen_name': seen.name,
        ':seen_parent': seen.parent_id,
      },
    },
    failure: changedMeanwhile,
  };
}

export async function createAccountingGroup(
  companyId: string,
  input: AccountingGroupInput,
  actorId: string,
): Promise<AccountingGroupRecord> {
  const parent = await getAccountingGroup(companyId, input.parent_id);
  if (!parent || parent.is_deleted) throw parentGone();
  const now = new Date().toISOString();
  const group: AccountingGroupRecord = {
    _id: randomUUID(),
    company_id: companyId,
    name: input.name,
    alias: input.alias ?? null,
    description: input.description ?? null,
    parent: parent.name,
    parent_id: parent._id,
    nature: parent.nature,
    is_default: false,
    is_deleted: false,
    ledger_count: 0,
    child_count: 0,
    created_at: now,
    updated_at: now,
  };
  await transact([
    put({ ...accountingGroupKey(companyId, group._id), entity: 'accounting_group', ...group }, NEW_ITEM),
    ...claimNameSteps(companyId, 'GROUP', null, group.name, group._id, nameTaken(group.name)),
    ...moveSteps(companyId, null, parent._id),
    auditStep({
      companyId,
      entity: 'accounting_group',
      entityId: group._id,
      action: 'create',
      actorId,
      before: null,
      after: { ...group },
    }),
  ]);
  return group;
}

/**
 * Replaces name, parent, alias and description of a group of the user's own. A move gives the group
 * and its whole branch the new parent's nature, and a rename is copied into its sub-groups' `parent`,
 * in the same transaction.
 */
export async function updateAccountingGroup(
  existing: AccountingGroupRecord,
  input: AccountingGroupInput,
  actorId: string,
): Promise<AccountingGroupRecord> {
  if (existing.is_default) throw new ConflictError('Default groups cannot be changed');
  const { company_id: companyId, _id: groupId } = existing;
  const groups = await listLiveAccountingGroups(companyId);
  const problem = parentProblem(groups, groupId, input.parent_id);
  const parent = groups.find((group) => group._id === input.parent_id);
  if (problem !== null || !parent) throw parentRefused(problem ?? 'Parent group not found');
  const fields = {
    name: input.name,
    alias: input.alias ?? null,
    description: input.description ?? null,
    parent: parent.name,
    parent_id: parent._id,
    nature: parent.nature,
    updated_at: new Date().toISOString(),
  };
  const byId = new Map(groups.map((group) => [group._id, group]));
  const branch = descendantIds(groups, groupId).flatMap((id) => byId.get(id) ?? []);
  const branchSteps = branch.flatMap((group) => {
    const changes = {
      ...(group.nature === fields.nature ? {} : { nature: fields.nature }),
      ...(group.parent_id === groupId && group.parent !== fields.name ? { parent: fields.name } : {}),
    };
    return Object.keys(changes).length > 0 ? [setFields(accountingGroupKey(companyId, group._id), changes)] : [];
  });
  const updated: AccountingGroupRecord = { ...existing, ...fields };
  const steps: Step[] = [
    setIfUnchanged(existing, fields),
    ...claimNameSteps(companyId, 'GROUP', existing.name, fields.name, groupId, nameTaken(fields.name)),
    ...moveSteps(companyId, existing.parent_id, parent._id),
    ...branchSteps,
    auditStep({
      companyId,
      entity: 'accounting_group',
      entityId: groupId,
      action: 'update',
      actorId,
      before: { ...existing },
      after: { ...updated },
    }),
  ];
  if (steps.length > MAX_WRITES) {
    throw new ConflictError('This group has too many sub-groups to move at once: move some of them first.');
  }
  await transact(steps);
  return updated;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Why a group cannot be deleted yet: ledgers or sub-groups still in it. */
function stillInUse(group: AccountingGroupRecord): ConflictError | undefined {
  const ledgers = group.ledger_count ?? 0;
  const children = group.child_count ?? 0;
  const what = ledgers > 0 ? plural(ledgers, 'ledger') : children > 0 ? plural(children, 'sub-group') : null;
  return what ? new ConflictError(`This group still has ${what}: move or delete them first`) : undefined;
}

/** Signals that the delete's condition failed; the group is read again to say why. */
class DeleteRefused extends Error {}

/**
 * Marks an empty group of the user's own deleted and frees its name. The condition on the counters
 * holds even against a ledger or sub-group written to it meanwhile.
 */
export async function deleteAccountingGroup(group: AccountingGroupRecord, actorId: string): Promise<void> {
  if (group.is_default) throw new ConflictError('Default groups cannot be deleted');
  const inUse = stillInUse(group);
  if (inUse) throw inUse;
  const { company_id: companyId, _id: groupId } = group;
  const now = new Date().toISOString();
  const deleted: AccountingGroupRecord = { ...group, is_deleted: true, deleted_at: now, updated_at: now };
  try {
    await transact([
      {
        Update: {
          TableName: tableName(),
          Key: accountingGroupKey(companyId, groupId),
          UpdateExpression: 'SET is_deleted = :true, deleted_at = :now, updated_at = :now',
          ConditionExpression:
            'is_deleted = :false AND (attribute_not_exists(ledger_count) OR ledger_count = :zero) AND (attribute_not_exists(child_count) OR child_count = :zero)',
          ExpressionAttributeValues: { ':true': true, ':false': false, ':now': now, ':zero': 0 },
        },
        failure: () => new DeleteRefused(),
      },
      remove(nameGuardKey(companyId, 'GROUP', group.name)),
      ...moveSteps(companyId, group.parent_id, null),
      auditStep({
        companyId,
        entity: 'accounting_group',
        entityId: groupId,
        action: 'delete',
        actorId,
        before: { ...group },
        after: { ...deleted },
      }),
    ]);
  } catch (error) {
    if (!(error instanceof DeleteRefused)) throw error;
    const current = await getAccountingGroup(companyId, groupId);
    if (!current || current.is_deleted) throw new NotFoundError(ACCOUNTING_GROUP_NOT_FOUND);
    throw stillInUse(current) ?? changedMeanwhile();
  }
}
