import * as z from '../zod';
import { ASSIGNABLE_ROLES } from './members';

/**
 * Issue 31: invitations with consent. The owner's invitation is a record of its own, addressed to
 * an e-mail; nobody joins a company until the person signed in with that (verified) address
 * accepts it. The reply to the inviter says nothing of whether the address has an account.
 */

/** How long an invitation stays open: the validity of the temporary password Cognito mails a new account. */
export const INVITATION_VALID_DAYS = 7;

/**
 * Invitations a company may send per day (India time). A shop's team is a handful of people, so 20
 * onboards a whole team in a day, while it caps what one owner account can make us send: each
 * invitation may make a Cognito account and an e-mail, and mail sent to strangers costs the
 * sending reputation of every customer.
 */
export const INVITATIONS_PER_DAY = 20;

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const INVITATION_MESSAGES = {
  sent: 'Invitation sent successfully',
  notFound: 'Invitation not found',
  dailyLimit: `A company can send up to ${INVITATIONS_PER_DAY} invitations a day. Please try again tomorrow.`,
  accepted: (company: string) => `You have joined ${company}`,
  declined: 'Invitation declined',
  revoked: 'Invitation revoked',
  /** Why a closed invitation can no longer be answered or revoked. */
  closed: {
    accepted: 'This invitation has already been accepted',
    declined: 'This invitation has been declined',
    revoked: 'This invitation has been revoked',
    expired: "This invitation has expired: the company's owner can send a new one",
  } satisfies Record<Exclude<InvitationStatus, 'pending'>, string>,
  alreadyMember: (company: string) => `You are already a member of ${company}`,
} as const;

/** What the inviter is told: the same for every address, whether or not it has an account. */
export const sentInvitationSchema = z.object({ status: z.literal('pending') });

/** An invitation as the company's owner sees it (Team): by the e-mail typed, never the invitee's profile. */
export const companyInvitationSchema = z.object({
  invitation_id: z.string(),
  email: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  status: z.enum(INVITATION_STATUSES),
  invited_by: z.string(),
  created_at: z.iso.datetime(),
  /** Until when it may be accepted. */
  valid_until: z.iso.datetime(),
  /** When the answer came (accepted, declined) or the owner revoked it. */
  answered_at: z.nullable(z.iso.datetime()),
});
export type CompanyInvitation = z.infer<typeof companyInvitationSchema>;

/** A pending invitation as the invited person sees it. */
export const myInvitationSchema = z.object({
  invitation_id: z.string(),
  company_name: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  invited_by: z.string(),
  created_at: z.iso.datetime(),
  valid_until: z.iso.datetime(),
});
export type MyInvitation = z.infer<typeof myInvitationSchema>;

/** What accepting gives: the company joined, now the current one. */
export const acceptedInvitationSchema = z.object({ company_id: z.string(), company_name: z.string() });
