import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { INVITATIONS_PER_DAY, type InvitationStatus } from '@app/shared/api/invitations';
import type { ASSIGNABLE_ROLES } from '@app/shared/api/members';
import { documentClient, tableName } from './client';
import { asRecord } from './items';
import { queryPages, queryPrefix } from './query-all';
import { setStep, type Step } from './transact';

/**
 * Issue 31: an invitation, addressed to an e-mail (lower case) from a company: one per address and
 * company, which a new invitation to the same address replaces (with a new id). Kept under the
 * address, so the invited person's list is one Query, with the company's side on the byCompany
 * index. Expiry is read from valid_until (status 'pending' past it reads 'expired'); the record
 * itself goes a month after that (TTL).
 */
export interface InvitationRecord {
  invitation_id: string;
  company_id: string;
  company_name: string;
  email: string;
  /** The name the owner typed: what a new account is greeted by. */
  name: string;
  role: (typeof ASSIGNABLE_ROLES)[number];
  /** The inviting owner's user id and name. */
  invited_by: string;
  inviter_name: string;
  status: Exclude<InvitationStatus, 'expired'>;
  created_at: string;
  valid_until: string;
  /** When the DeliverInvitation worker made the account or told it (null until then). */
  sent_at: string | null;
  answered_at: string | null;
  /** Who accepted it. */
  user_id: string | null;
}

const RECORD_KEPT_SECONDS = 30 * 24 * 3600;

export const invitationKey = (email: string, companyId: string) => ({
  pk: `INVITEE#${email}`,
  sk: `INVITATION#${companyId}`,
});

export const invitationItem = (invitation: InvitationRecord) => ({
  ...invitationKey(invitation.email, invitation.company_id),
  gsi1pk: `COMPANY#${invitation.company_id}`,
  gsi1sk: `INVITATION#${invitation.invitation_id}`,
  entity: 'invitation',
  expires_at: Math.floor(Date.parse(invitation.valid_until) / 1000) + RECORD_KEPT_SECONDS,
  ...invitation,
});

/** Its status now: a pending invitation past its date has expired. */
export const statusOf = (invitation: InvitationRecord, now = new Date()): InvitationStatus =>
  invitation.status === 'pending' && invitation.valid_until <= now.toISOString() ? 'expired' : invitation.status;

export async function getInvitation(email: string, companyId: string): Promise<InvitationRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: invitationKey(email, companyId), ConsistentRead: true }),
  );
  return asRecord(Item) as InvitationRecord | undefined;
}

/** Every invitation to an address, one per company that sent one. */
export const invitationsTo = (email: string) => queryPrefix<InvitationRecord>(`INVITEE#${email}`, 'INVITATION#');

/** A company's invitations (byCompany), or the one with this id. */
export async function invitationsOf(companyId: string, invitationId?: string): Promise<InvitationRecord[]> {
  const invitations: InvitationRecord[] = [];
  const pages = queryPages({
    IndexName: 'byCompany',
    KeyConditionExpression: invitationId
      ? 'gsi1pk = :company AND gsi1sk = :invitation'
      : 'gsi1pk = :company AND begins_with(gsi1sk, :invitation)',
    ExpressionAttributeValues: {
      ':company': `COMPANY#${companyId}`,
      ':invitation': `INVITATION#${invitationId ?? ''}`,
    },
  });
  for await (const { items } of pages)
    invitations.push(...items.map((item) => asRecord(item) as unknown as InvitationRecord));
  return invitations;
}

/**
 * Counts one more invitation of the company today (India time) in the transaction that records it:
 * refused through `failure` once the day's count reached INVITATIONS_PER_DAY. The counter goes
 * two days later (TTL).
 */
export function countInvitationStep(companyId: string, day: string, failure: () => Error): Step {
  return {
    Update: {
      TableName: tableName(),
      Key: { pk: `COMPANY#${companyId}`, sk: `INVITATIONS#${day}` },
      UpdateExpression: 'ADD sent :one SET entity = :entity, expires_at = :expires',
      ConditionExpression: 'attribute_not_exists(sent) OR sent < :limit',
      ExpressionAttributeValues: {
        ':one': 1,
        ':limit': INVITATIONS_PER_DAY,
        ':entity': 'invitation-count',
        ':expires': Math.floor(Date.parse(`${day}T00:00:00+05:30`) / 1000) + 2 * 24 * 3600,
      },
    },
    failure,
  };
}

/**
 * Closes a pending invitation (accepted, declined, revoked) if it is still the one read and still
 * open: another answer, a newer invitation or its expiry in between makes it fail.
 */
export function closeInvitationStep(
  invitation: InvitationRecord,
  fields: Pick<InvitationRecord, 'status' | 'answered_at'> & Partial<Pick<InvitationRecord, 'user_id'>>,
  failure: () => Error,
): Step {
  return setStep(
    invitationKey(invitation.email, invitation.company_id),
    fields,
    {
      expression: 'invitation_id = :id AND #status = :pending AND valid_until > :answered',
      names: { '#status': 'status' },
      values: { ':id': invitation.invitation_id, ':pending': 'pending', ':answered': fields.answered_at },
    },
    failure,
  );
}

/** Notes that the worker delivered this invitation (unless a newer one replaced it meanwhile). */
export async function markInvitationSent(invitation: InvitationRecord, at: string) {
  await documentClient()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: invitationKey(invitation.email, invitation.company_id),
        UpdateExpression: 'SET sent_at = :at',
        ConditionExpression: 'invitation_id = :id',
        ExpressionAttributeValues: { ':at': at, ':id': invitation.invitation_id },
      }),
    )
    .catch((error: unknown) => {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    });
}
