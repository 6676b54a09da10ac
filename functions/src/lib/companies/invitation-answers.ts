import { INVITATION_MESSAGES, type MyInvitation } from '@app/shared/api/invitations';
import { ROLE_LABELS } from '@app/shared/api/permissions';
import { requireTeamToJoin } from '#lib/billing/plan-guard';
import { batchGet } from '#lib/db/batch';
import { tableName } from '#lib/db/client';
import { companyKey, getCompany, summaryOf, type CompanyRecord } from '#lib/db/companies';
import { closeInvitationStep, invitationsTo, statusOf, type InvitationRecord } from '#lib/db/invitations';
import { asRecord } from '#lib/db/items';
import { membershipItem, type Membership } from '#lib/db/memberships';
import { notificationItem } from '#lib/db/notifications';
import { NEW_ITEM, put, transact, type Step } from '#lib/db/transact';
import { userKey } from '#lib/db/users';
import { CHANGED_MEANWHILE, ConflictError, NotFoundError } from '#lib/errors';
import { COMPANY_NOT_FOUND } from '#lib/http/middleware/guard-company';
import type { Caller } from '#lib/http/types';

/**
 * Issue 31: the invited person's side. Invitations are found by the caller's e-mail as their token
 * states it, and only when Cognito says the address is verified: an account that has not proved it
 * reads the address sees none, and cannot answer one (404), so it is never linked to a company.
 */
export const invitationAddressOf = (caller: Caller): string | undefined =>
  caller.emailVerified && caller.email ? caller.email.trim().toLowerCase() : undefined;

const presentMine = (invitation: InvitationRecord): MyInvitation => ({
  invitation_id: invitation.invitation_id,
  company_name: invitation.company_name,
  role: invitation.role,
  invited_by: invitation.inviter_name,
  created_at: invitation.created_at,
  valid_until: invitation.valid_until,
});

/** The caller's pending invitations from companies that still exist, newest first. */
export async function listMyInvitations(caller: Caller): Promise<MyInvitation[]> {
  const address = invitationAddressOf(caller);
  if (!address) return [];
  const now = new Date();
  const pending = (await invitationsTo(address)).filter((invitation) => statusOf(invitation, now) === 'pending');
  const companies = (await batchGet(pending.map((invitation) => companyKey(invitation.company_id)))).flatMap(
    (item) => (asRecord(item) as CompanyRecord | undefined) ?? [],
  );
  const open = new Set(companies.filter((company) => !company.is_deleted).map((company) => company.company_id));
  return pending
    .filter((invitation) => open.has(invitation.company_id))
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map(presentMine);
}

/** The caller's invitation with this id, still open: 404 for anyone else's (or an unverified address), 409 once closed. */
async function openInvitation(caller: Caller, invitationId: string): Promise<InvitationRecord> {
  const address = invitationAddressOf(caller);
  const invitation = address
    ? (await invitationsTo(address)).find((each) => each.invitation_id === invitationId)
    : undefined;
  if (!invitation) throw new NotFoundError(INVITATION_MESSAGES.notFound);
  const status = statusOf(invitation);
  if (status !== 'pending') throw new ConflictError(INVITATION_MESSAGES.closed[status]);
  return invitation;
}

const changedMeanwhile = () => new ConflictError(CHANGED_MEANWHILE);

/** The caller's current company becomes the one they joined. */
const currentCompanyStep = (userId: string, companyId: string): Step => ({
  Update: {
    TableName: tableName(),
    Key: userKey(userId),
    UpdateExpression: 'SET user_settings.current_company_id = :company',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':company': companyId },
  },
});

/**
 * Accepting: the membership in the role offered, the invitation closed as accepted, the company
 * made current and the inviter told, in one transaction; the company must still exist.
 */
export async function acceptInvitation(caller: Caller, invitationId: string) {
  const invitation = await openInvitation(caller, invitationId);
  const company = await getCompany(invitation.company_id);
  if (!company) throw new NotFoundError(COMPANY_NOT_FOUND);
  await requireTeamToJoin(company.user_id);
  const now = new Date().toISOString();
  const membership: Membership = {
    user_id: caller.sub,
    company_id: company.company_id,
    role: invitation.role,
    joined_at: now,
    ...summaryOf(company),
  };
  await transact([
    closeInvitationStep(invitation, { status: 'accepted', answered_at: now, user_id: caller.sub }, changedMeanwhile),
    {
      ConditionCheck: {
        TableName: tableName(),
        Key: companyKey(company.company_id),
        ConditionExpression: 'is_deleted = :false',
        ExpressionAttributeValues: { ':false': false },
      },
      failure: () => new NotFoundError(COMPANY_NOT_FOUND),
    },
    put(membershipItem(membership), NEW_ITEM, () => new ConflictError(INVITATION_MESSAGES.alreadyMember(company.name))),
    currentCompanyStep(caller.sub, company.company_id),
    put(
      notificationItem(invitation.invited_by, {
        title: 'Invitation accepted',
        description: `${invitation.email} joined ${company.name} as ${ROLE_LABELS[invitation.role]}.`,
        type: 'success',
      }),
    ),
  ]);
  return { company_id: company.company_id, company_name: company.name };
}

/** Declining: the invitation closed as declined and the inviter told; nothing else is written. */
export async function declineInvitation(caller: Caller, invitationId: string) {
  const invitation = await openInvitation(caller, invitationId);
  await transact([
    closeInvitationStep(invitation, { status: 'declined', answered_at: new Date().toISOString() }, changedMeanwhile),
    put(
      notificationItem(invitation.invited_by, {
        title: 'Invitation declined',
        description: `${invitation.email} declined to join ${invitation.company_name}.`,
        type: 'info',
      }),
    ),
  ]);
  return { invitation_id: invitation.invitation_id };
}
