import { randomUUID } from 'node:crypto';
import { INVITATION_MESSAGES, INVITATION_VALID_DAYS, type CompanyInvitation } from '@app/shared/api/invitations';
import { MEMBER_MESSAGES, type InviteMemberBody } from '@app/shared/api/members';
import { fullName } from '@app/shared/api/users';
import { indianDate } from '@app/shared/financial-year';
import type { CompanyRecord } from '#lib/db/companies';
import {
  closeInvitationStep,
  countInvitationStep,
  invitationItem,
  invitationsOf,
  statusOf,
  type InvitationRecord,
} from '#lib/db/invitations';
import { put, transact } from '#lib/db/transact';
import { getUser } from '#lib/db/users';
import { CHANGED_MEANWHILE, ConflictError, NotFoundError, TooManyRequestsError } from '#lib/errors';
import { startInvitationDelivery } from './invitation-delivery';
import { listCompanyMembers } from './members';

const DAY_MS = 24 * 3600 * 1000;

/** An invitation as the owner sees it: by the e-mail typed, whatever account it may reach. */
export const presentCompanyInvitation = (invitation: InvitationRecord, now = new Date()): CompanyInvitation => ({
  invitation_id: invitation.invitation_id,
  email: invitation.email,
  role: invitation.role,
  status: statusOf(invitation, now),
  invited_by: invitation.inviter_name,
  created_at: invitation.created_at,
  valid_until: invitation.valid_until,
  answered_at: invitation.answered_at,
});

/**
 * Issue 31: the owner's invitation, recorded and counted against the company's day in one
 * transaction; a new one to an address replaces what was there. The reply cannot tell whether the
 * address has an account: nothing here asks Cognito. The DeliverInvitation worker does that after
 * the reply (it makes the account, or tells the one there is), so the reply's time does not tell
 * either. A member's address is refused (409): the owner sees the members' addresses anyway.
 */
export async function sendInvitation(company: CompanyRecord, inviterId: string, body: InviteMemberBody) {
  const [members, inviter] = await Promise.all([listCompanyMembers(company), getUser(inviterId)]);
  if (members.some((member) => member.email.toLowerCase() === body.email)) {
    throw new ConflictError(MEMBER_MESSAGES.already(body.email));
  }
  const now = new Date();
  const invitation: InvitationRecord = {
    invitation_id: randomUUID(),
    company_id: company.company_id,
    company_name: company.name,
    email: body.email,
    name: body.name,
    role: body.role,
    invited_by: inviterId,
    inviter_name: inviter ? fullName(inviter.name) : company.name,
    status: 'pending',
    created_at: now.toISOString(),
    valid_until: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS).toISOString(),
    sent_at: null,
    answered_at: null,
    user_id: null,
  };
  await transact([
    countInvitationStep(
      company.company_id,
      indianDate(now),
      () => new TooManyRequestsError(INVITATION_MESSAGES.dailyLimit),
    ),
    put(invitationItem(invitation)),
  ]);
  await startInvitationDelivery(invitation);
}

/** The company's invitations, newest first. */
export async function listCompanyInvitations(company: CompanyRecord): Promise<CompanyInvitation[]> {
  const now = new Date();
  return (await invitationsOf(company.company_id))
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map((invitation) => presentCompanyInvitation(invitation, now));
}

/** Takes back a pending invitation: 404 for an id not the company's, 409 once it is closed. */
export async function revokeCompanyInvitation(company: CompanyRecord, invitationId: string) {
  const [invitation] = await invitationsOf(company.company_id, invitationId);
  if (!invitation) throw new NotFoundError(INVITATION_MESSAGES.notFound);
  const status = statusOf(invitation);
  if (status !== 'pending') throw new ConflictError(INVITATION_MESSAGES.closed[status]);
  const answered = { status: 'revoked' as const, answered_at: new Date().toISOString() };
  await transact([closeInvitationStep(invitation, answered, () => new ConflictError(CHANGED_MEANWHILE))]);
  return presentCompanyInvitation({ ...invitation, ...answered });
}
