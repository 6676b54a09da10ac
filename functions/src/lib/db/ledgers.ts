import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { LEDGER_TEXT_DETAILS } from '@app/shared/books/ledger-details';
import { partyGroupOf, takesExpenseLines, type GroupNode } from '@app/shared/books/group-tree';
import { isPartyGroup, type PartyGroup } from '@app/shared/books/party-groups';
import { ConflictError, NotFoundError, ValidationError } from '#lib/errors';
import { auditStep } from './audit';
import { accountingGroupKey, ledgerKey } from './books';
import { documentClient, tableName } from './client';
import { asRecord } from './items';
import { claimNameSteps, nameGuardKey, namedRecordId } from './name-guards';
import { queryPrefix } from './query-all';
import { NEW_ITEM, addToCounter, remove, put, transact, type Step } from './transact';

export interface Phone {
  code: string;
  number: string;
}

/** The form's optional fields: null when empty, and then not stored at all. */
export const OPTIONAL_LEDGER_FIELDS = [...LEDGER_TEXT_DETAILS, 'phone', 'image_key', 'gst_treatment'] as const;
type OptionalField = (typeof OPTIONAL_LEDGER_FIELDS)[number];

/** What the ledger form sets, in stored units: opening_balance in signed paise (negative = debit). */
export type LedgerFields = {
  ledger_name: string;
  parent: string;
  parent_id: string;
  opening_balance: number;
} & { [F in OptionalField]: F extends 'phone' ? Phone | null : string | null };

/**
 * A ledger as stored (`sk LEDGER#<id>`). The voucher engine ADDs to balance (signed paise, the sum
 * of the ledger's voucher lines, opening not included), total_debit, total_credit and
 * voucher_count inside its transactions; ledger writes never set them after creation. The default
 * ledgers (db/books.ts) are written without those counters and without a version: read as 0.
 */
export interface LedgerRecord extends LedgerFields {
  _id: string;
  company_id: string;
  user_id: string;
  balance: number;
  total_debit: number;
  total_credit: number;
  voucher_count: number;
  is_default: boolean;
  is_deleted: boolean;
  /** Grows with every ledger write (not with postings); a write checks the one it read. */
  version: number;
  created_at: string;
  updated_at: string;
}

/** The accounting group a ledger is filed under (`sk GROUP#<id>`, see db/books.ts). */
export interface AccountingGroupRef {
  _id: string;
  name: string;
}

export const LEDGER_NOT_FOUND = 'Ledger not found';
export const GROUP_NOT_FOUND = 'Group not found';

const nameTaken = (name: string) => () => new ConflictError(`A ledger named '${name}' already exists`);
const changedMeanwhile = () =>
  new ConflictError('This ledger was changed by someone else in the meantime. Reload it and try again.');
const groupGone = () => new ValidationError(GROUP_NOT_FOUND, [{ field: 'parent', message: GROUP_NOT_FOUND }]);

export const ledgerInUse = (count: number) =>
  new ConflictError(`This ledger is used by ${count} ${count === 1 ? 'voucher' : 'vouchers'} and cannot be deleted`);

/** A stored ledger item as a record, the counters a default ledger is written without read as 0. */
export function toLedger(item: Record<string, unknown> | undefined): LedgerRecord | undefined {
  const stored = asRecord(item) as (Partial<LedgerRecord> & Pick<LedgerRecord, '_id' | 'created_at'>) | undefined;
  if (!stored) return undefined;
  const optional = Object.fromEntries(OPTIONAL_LEDGER_FIELDS.map((field) => [field, stored[field] ?? null]));
  return {
    ...(stored as LedgerRecord),
    ...optional,
    balance: stored.balance ?? 0,
    total_debit: stored.total_debit ?? 0,
    total_credit: stored.total_credit ?? 0,
    voucher_count: stored.voucher_count ?? 0,
    is_default: stored.is_default ?? false,
    version: stored.version ?? 0,
    updated_at: stored.updated_at ?? stored.created_at,
  };
}

/**
 * The group's count of ledgers follows the ledger. The group a ledger joins must still be live
 * (else 400), checked in the same transaction, so a group deleted meanwhile never gets a ledger.
 */
function groupCountSteps(companyId: string, before: string | null, after: string | null): Step[] {
  if (before === after) return [];
  const join = (groupId: string): Step => ({
    Update: {
      TableName: tableName(),
      Key: accountingGroupKey(companyId, groupId),
      UpdateExpression: 'ADD ledger_count :one',
      ConditionExpression: 'attribute_exists(pk) AND is_deleted = :false',
      ExpressionAttributeValues: { ':one': 1, ':false': false },
    },
    failure: groupGone,
  });
  return [
    ...(before ? [addToCounter(accountingGroupKey(companyId, before), 'ledger_count', -1, groupGone)] : []),
    ...(after ? [join(after)] : []),
  ];
}

/** The condition that the ledger is as it was read: not deleted, and no ledger write since. */
function unchangedSince(existing: LedgerRecord) {
  return {
    condition: `is_deleted = :false AND ${existing.version ? 'version = :seen' : 'attribute_not_exists(version)'}`,
    values: { ':false': false, ...(existing.version ? { ':seen': existing.version } : {}) },
  };
}

const withoutNulls = (record: object) => Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null));

export async function createLedger(companyId: string, fields: LedgerFields, actorId: string): Promise<LedgerRecord> {
  const now = new Date().toISOString();
  const ledger: LedgerRecord = {
    ...fields,
    _id: randomUUID(),
    company_id: companyId,
    user_id: actorId,
    balance: 0,
    total_debit: 0,
    total_credit: 0,
    voucher_count: 0,
    is_default: false,
    is_deleted: false,
    version: 1,
    created_at: now,
    updated_at: now,
  };
  const name = ledger.ledger_name;
  await transact([
    put({ ...ledgerKey(companyId, ledger._id), entity: 'ledger', ...withoutNulls(ledger) }, NEW_ITEM),
    ...claimNameSteps(companyId, 'LEDGER', null, name, ledger._id, nameTaken(name)),
    ...groupCountSteps(companyId, null, ledger.parent_id),
    auditStep({
      companyId,
      entity: 'ledger',
      entityId: ledger._id,
      action: 'create',
      actorId,
      before: null,
      after: { ...ledger },
    }),
  ]);
  return ledger;
}

/** A ledger of the company, or undefined when there is none (or it is deleted). */
export async function getLedger(companyId: string, ledgerId: string): Promise<LedgerRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: ledgerKey(companyId, ledgerId), ConsistentRead: true }),
  );
  const ledger = toLedger(Item);
  return ledger?.is_deleted ? undefined : ledger;
}

/** Every ledger of the company, deleted ones included (one Query; a company has hundreds, not millions). */
export async function listLedgerRecords(companyId: string): Promise<LedgerRecord[]> {
  const items = await queryPrefix<Record<string, unknown>>(`COMPANY#${companyId}`, 'LEDGER#');
  return items.flatMap((item) => toLedger(item) ?? []);
}

/**
 * Replaces the form's fields and nothing else: the voucher engine's counters stay as the vouchers
 * left them. Cleared optional fields are removed from the item.
 */
export async function updateLedger(
  existing: LedgerRecord,
  fields: LedgerFields,
  actorId: string,
): Promise<LedgerRecord> {
  const ledger: LedgerRecord = {
    ...existing,
    ...fields,
    version: existing.version + 1,
    updated_at: new Date().toISOString(),
  };
  const { company_id: companyId, _id: ledgerId } = existing;
  const changes = { ...fields, version: ledger.version, updated_at: ledger.updated_at };
  const setting = Object.entries(changes).filter(([, value]) => value !== null);
  const removing = Object.entries(changes).filter(([, value]) => value === null);
  const names = Object.fromEntries(Object.keys(changes).map((field) => [`#${field}`, field]));
  const { condition, values } = unchangedSince(existing);
  await transact([
    {
      Update: {
        TableName: tableName(),
        Key: ledgerKey(companyId, ledgerId),
        UpdateExpression: [
          `SET ${setting.map(([field]) => `#${field} = :${field}`).join(', ')}`,
          removing.length ? `REMOVE ${removing.map(([field]) => `#${field}`).join(', ')}` : '',
        ].join(' '),
        ConditionExpression: condition,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...Object.fromEntries(setting.map(([f, value]) => [`:${f}`, value])), ...values },
      },
      failure: changedMeanwhile,
    },
    ...claimNameSteps(
      companyId,
      'LEDGER',
      existing.ledger_name,
      ledger.ledger_name,
      ledgerId,
      nameTaken(ledger.ledger_name),
    ),
    ...groupCountSteps(companyId, existing.parent_id, ledger.parent_id),
    auditStep({
      companyId,
      entity: 'ledger',
      entityId: ledgerId,
      action: 'update',
      actorId,
      before: { ...existing },
      after: { ...ledger },
    }),
  ]);
  return ledger;
}

/** Raised inside deleteLedger when the ledger changed after it was read; worded after a re-read. */
class StaleLedger extends Error {}

/**
 * Deletes a ledger no voucher uses: it is kept, marked deleted (vouchers and the audit log name
 * it), its name is freed and its group's count drops, in one transaction. The condition on
 * voucher_count holds against a voucher posted meanwhile; the refusal then names the count.
 */
export async function deleteLedger(existing: LedgerRecord, actorId: string): Promise<void> {
  if (existing.voucher_count > 0) throw ledgerInUse(existing.voucher_count);
  const { company_id: companyId, _id: ledgerId } = existing;
  const now = new Date().toISOString();
  const { condition, values } = unchangedSince(existing);
  try {
    await transact([
      {
        Update: {
          TableName: tableName(),
          Key: ledgerKey(companyId, ledgerId),
          UpdateExpression: 'SET is_deleted = :true, version = :next, updated_at = :now, deleted_at = :now',
          ConditionExpression: `${condition} AND (attribute_not_exists(voucher_count) OR voucher_count = :zero)`,
          ExpressionAttributeValues: {
            ...values,
            ':true': true,
            ':zero': 0,
            ':next': existing.version + 1,
            ':now': now,
          },
        },
        failure: () => new StaleLedger(),
      },
      remove(nameGuardKey(companyId, 'LEDGER', existing.ledger_name)),
      ...groupCountSteps(companyId, existing.parent_id, null),
      auditStep({
        companyId,
        entity: 'ledger',
        entityId: ledgerId,
        action: 'delete',
        actorId,
        before: { ...existing },
        after: null,
      }),
    ]);
  } catch (error) {
    if (!(error instanceof StaleLedger)) throw error;
    const current = await getLedger(companyId, ledgerId);
    if (!current) throw new NotFoundError(LEDGER_NOT_FOUND);
    throw current.voucher_count > 0 ? ledgerInUse(current.voucher_count) : changedMeanwhile();
  }
}

async function groupById(companyId: string, groupId: string): Promise<AccountingGroupRef | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: accountingGroupKey(companyId, groupId), ConsistentRead: true }),
  );
  if (!Item || Item.is_deleted === true || typeof Item.name !== 'string') return undefined;
  return { _id: groupId, name: Item.name };
}

/** An accounting group of the company by id, or by name (any case) through its name guard. */
export async function findAccountingGroup(
  companyId: string,
  by: { id: string } | { name: string },
): Promise<AccountingGroupRef | undefined> {
  if ('id' in by) return groupById(companyId, by.id);
  const groupId = await namedRecordId(companyId, 'GROUP', by.name);
  return groupId === undefined ? undefined : groupById(companyId, groupId);
}

/**
 * The company's accounting groups as ledgers need them: each group's current name by id (a user's
 * group can be renamed after ledgers were filed under it, and a ledger shows its group's name as it
 * is now), and the party group each lies under (a sub-group of Debtors holds customers).
 */
export async function accountingGroupTree(companyId: string) {
  const groups = await queryPrefix<GroupNode & { name: string; nature: string }>(`COMPANY#${companyId}`, 'GROUP#');
  return {
    names: new Map(groups.map((group) => [group._id, group.name])),
    partyGroupOf: (groupId: string | null) => partyGroupOf(groups, groupId),
    takesExpenseLines: (ledger: { parent_id: string; is_default?: boolean }) => takesExpenseLines(groups, ledger),
  };
}

/**
 * Where a ledger's group places it: the party group it is or lies under, and whether a purchase's
 * expense line may debit it (for the ledger as the API presents it).
 */
export async function ledgerPlacement(companyId: string, ledger: Pick<LedgerRecord, 'parent_id' | 'is_default'>) {
  const tree = await accountingGroupTree(companyId);
  return { partyGroup: tree.partyGroupOf(ledger.parent_id), expenseLine: tree.takesExpenseLines(ledger) };
}

/** The party group a ledger's group is or lies under; reads the tree only for a sub-group. */
export async function partyGroupOfLedger(
  companyId: string,
  ledger: Pick<LedgerRecord, 'parent' | 'parent_id'>,
): Promise<PartyGroup | undefined> {
  if (isPartyGroup(ledger.parent)) return ledger.parent;
  return (await accountingGroupTree(companyId)).partyGroupOf(ledger.parent_id);
}
