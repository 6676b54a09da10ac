import { randomUUID } from 'node:crypto';
import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import type { Role } from '@app/shared/api/permissions';
import { ConflictError } from '#lib/errors';
import { auditStep } from './audit';
import { batchGet } from './batch';
import type { CompanyInput } from '@app/shared/companies';
import { defaultBooksItems } from './books';
import { documentClient, tableName } from './client';
import { directoryKeys } from './directory';
import { asRecord } from './items';
import { listMemberships, membershipItem, membershipKey, type Membership } from './memberships';
import { notificationItem } from './notifications';
import { NEW_ITEM, transact } from './transact';
import { getUser, userKey } from './users';

type CompanyFields = Omit<CompanyInput, 'image' | 'qr_code_url'>;

/** A company as stored. Optional fields exist only when they have a value. */
export interface CompanyRecord extends CompanyFields {
  company_id: string;
  user_id: string;
  image_key: string | null;
  qr_code_key: string | null;
  is_deleted: boolean;
  company_settings: {
    features: { enable_tax: boolean; enable_inventory: boolean };
    tax_details: { tin: string | null };
    books_start_date: string;
  };
  created_at: string;
  updated_at: string;
  /** Issue 32: the last day of the locked books; absent when nothing is locked. */
  books_locked_until?: string;
}

export const companyKey = (companyId: string) => ({ pk: `COMPANY#${companyId}`, sk: 'COMPANY' });

/** The company as an item, with its place in the admin directory (by name). */
const companyItem = (company: CompanyRecord) => ({
  ...companyKey(company.company_id),
  ...directoryKeys('COMPANIES', company.name, company.company_id),
  entity: 'company',
  ...company,
});

export const summaryOf = (company: CompanyRecord) => ({
  company_name: company.name,
  image_key: company.image_key,
  financial_year_start: company.financial_year_start,
});

/** The stored form of what the drawer sent: a TIN makes the company tax-registered. */
function recordFrom(
  input: CompanyInput,
  base: Pick<CompanyRecord, 'company_id' | 'user_id' | 'created_at'>,
): CompanyRecord {
  const { image, qr_code_url, ...fields } = input;
  return {
    ...fields,
    ...base,
    image_key: image ?? null,
    qr_code_key: qr_code_url ?? null,
    is_deleted: false,
    company_settings: {
      features: { enable_tax: !!input.tin, enable_inventory: true },
      tax_details: { tin: input.tin ?? null },
      books_start_date: input.books_begin_from,
    },
    updated_at: new Date().toISOString(),
  };
}

const put = (item: Record<string, unknown>) => ({ Put: { TableName: tableName(), Item: item } });

/**
 * Creates a company for its owner in one transaction: the company, the owner's membership, its
 * default accounting groups and ledgers, the owner's current company (a new company becomes
 * current, as the switcher expects) and a notice in the owner's bell.
 */
export async function createCompany(ownerId: string, input: CompanyInput): Promise<CompanyRecord> {
  const now = new Date().toISOString();
  const company = recordFrom(input, { company_id: randomUUID(), user_id: ownerId, created_at: now });
  const membership: Membership = {
    user_id: ownerId,
    company_id: company.company_id,
    role: 'owner',
    joined_at: now,
    ...summaryOf(company),
  };
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: companyItem(company),
            ConditionExpression: NEW_ITEM,
          },
        },
        put(membershipItem(membership)),
        ...defaultBooksItems(company.company_id, ownerId, now).map(put),
        {
          Update: {
            TableName: tableName(),
            Key: userKey(ownerId),
            UpdateExpression: 'SET user_settings.current_company_id = :company',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':company': company.company_id },
          },
        },
        put(
          notificationItem(ownerId, {
            title: 'Company created',
            description: `${company.name} is ready, with its default accounting groups and ledgers.`,
            type: 'success',
          }),
        ),
      ],
    }),
  );
  return company;
}

/**
 * Makes a user a member of a company with a role (issue 20), carrying the company's summary as
 * the owner's membership does; once: a user already a member keeps the membership they have.
 */
export async function addMember(company: CompanyRecord, userId: string, role: Role): Promise<Membership> {
  const membership: Membership = {
    user_id: userId,
    company_id: company.company_id,
    role,
    joined_at: new Date().toISOString(),
    ...summaryOf(company),
  };
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: membershipItem(membership),
      ConditionExpression: NEW_ITEM,
    }),
  );
  return membership;
}

export async function getCompany(companyId: string, { consistent = false } = {}): Promise<CompanyRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: companyKey(companyId), ConsistentRead: consistent }),
  );
  const company = asRecord(Item) as CompanyRecord | undefined;
  return company?.is_deleted ? undefined : company;
}

/** The members of a company, from the byCompany index. */
export async function membersOf(companyId: string): Promise<Membership[]> {
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'byCompany',
      KeyConditionExpression: 'gsi1pk = :company AND begins_with(gsi1sk, :member)',
      ExpressionAttributeValues: { ':company': `COMPANY#${companyId}`, ':member': 'MEMBER#' },
    }),
  );
  return Items.flatMap((item) => (asRecord(item) as Membership | undefined) ?? []);
}

/** The company written over the one read, if nobody has changed or deleted it since (`seen`: its updated_at then). */
const overwrite = (company: CompanyRecord, seen: string) => ({
  Put: {
    TableName: tableName(),
    Item: companyItem(company),
    ConditionExpression: 'updated_at = :seen AND is_deleted = :false',
    ExpressionAttributeValues: { ':seen': seen, ':false': false },
  },
});

/**
 * Replaces a company's details (the drawer sends all it shows) and refreshes every member's copy
 * of its name, logo and financial year, in one transaction guarded by the version read.
 */
export async function updateCompany(existing: CompanyRecord, input: CompanyInput): Promise<CompanyRecord> {
  const { company_id, user_id, created_at, books_locked_until } = existing;
  // The drawer does not show the lock: it stays as the owner set it.
  const company = {
    ...recordFrom(input, { company_id, user_id, created_at }),
    ...(books_locked_until ? { books_locked_until } : {}),
  };
  const members = await membersOf(existing.company_id);
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: [
        overwrite(company, existing.updated_at),
        ...members.map((member) => put(membershipItem({ ...member, ...summaryOf(company) }))),
      ],
    }),
  );
  return company;
}

/**
 * Issue 32: locks the books up to `lockedUntil` (null: unlocks them), in one transaction with its
 * audit entry, guarded by the version read.
 */
export async function setBooksLock(
  existing: CompanyRecord,
  lockedUntil: string | null,
  actorId: string,
): Promise<CompanyRecord> {
  const { books_locked_until: before, ...rest } = existing;
  const company: CompanyRecord = {
    ...rest,
    ...(lockedUntil ? { books_locked_until: lockedUntil } : {}),
    updated_at: new Date().toISOString(),
  };
  await transact([
    {
      ...overwrite(company, existing.updated_at),
      failure: () =>
        new ConflictError('The company was changed by someone else in the meantime. Reload it and try again.'),
    },
    auditStep({
      companyId: existing.company_id,
      entity: 'company',
      entityId: existing.company_id,
      action: lockedUntil ? 'lock' : 'unlock',
      actorId,
      before: { books_locked_until: before ?? null },
      after: { books_locked_until: lockedUntil },
    }),
  ]);
  return company;
}

/** The caller's companies, in the order they joined them. */
export async function listCompanies(userId: string): Promise<{ company: CompanyRecord; role: Role }[]> {
  const memberships = await listMemberships(userId);
  if (memberships.length === 0) return [];
  const items = await batchGet(memberships.map((m) => companyKey(m.company_id)));
  const found = items.flatMap((item) => (asRecord(item) as CompanyRecord | undefined) ?? []);
  const byId = new Map(found.filter((c) => !c.is_deleted).map((c) => [c.company_id, c]));
  return memberships.flatMap((m) => {
    const company = byId.get(m.company_id);
    return company ? [{ company, role: m.role }] : [];
  });
}

/** Where a user's current company goes when they leave it: the update, in the leaving transaction. */
export interface CurrentCompanyMove {
  userId: string;
  next: string | null;
  action: NonNullable<TransactWriteCommandInput['TransactItems']>[number];
}

/**
 * When a user leaves a company (it is deleted, or they are taken out of it) and it is their current
 * one, they move to another of theirs, or to none; undefined when it is not their current company.
 */
export async function currentCompanyMove(userId: string, leaving: string): Promise<CurrentCompanyMove | undefined> {
  const user = await getUser(userId);
  if (user?.user_settings.current_company_id !== leaving) return undefined;
  const next = (await listMemberships(userId)).find((m) => m.company_id !== leaving)?.company_id ?? null;
  return {
    userId,
    next,
    action: {
      Update: {
        TableName: tableName(),
        Key: userKey(userId),
        UpdateExpression: 'SET user_settings.current_company_id = :next',
        ConditionExpression: 'user_settings.current_company_id = :leaving',
        ExpressionAttributeValues: { ':next': next, ':leaving': leaving },
      },
    },
  };
}

/**
 * Deletes a company: it is marked deleted and every membership of it removed, in one transaction,
 * so nothing under it can be reached again; each member whose current company it was moves to
 * another of their companies, or to none. Returns the caller's new current company.
 */
export async function deleteCompany(company: CompanyRecord, callerId: string): Promise<string | null> {
  const members = await membersOf(company.company_id);
  const moves: CurrentCompanyMove[] = [];
  for (const member of members) {
    const move = await currentCompanyMove(member.user_id, company.company_id);
    if (move) moves.push(move);
  }
  const now = new Date().toISOString();
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: tableName(),
            Key: companyKey(company.company_id),
            UpdateExpression: 'SET is_deleted = :true, deleted_at = :now, deleted_by = :caller',
            ConditionExpression: 'is_deleted = :false',
            ExpressionAttributeValues: { ':true': true, ':false': false, ':now': now, ':caller': callerId },
          },
        },
        ...members.map((member) => ({
          Delete: { TableName: tableName(), Key: membershipKey(member.user_id, company.company_id) },
        })),
        ...moves.map((move) => move.action),
      ],
    }),
  );
  const callerMove = moves.find((move) => move.userId === callerId);
  return callerMove ? callerMove.next : ((await getUser(callerId))?.user_settings.current_company_id ?? null);
}
