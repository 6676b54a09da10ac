import * as z from '../zod';
import { EMAIL_PATTERN } from '../validation';
import { companyIdField } from '../catalogue/fields';
import { ROLES } from './permissions';

/** Issue 20: a member of a company as its owner sees them. */
export const memberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  joined_at: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

/** The roles an owner gives: a company has one owner, the one who made it. */
export const ASSIGNABLE_ROLES = ['accountant', 'staff', 'viewer'] as const;

export const MEMBER_MESSAGES = {
  notFound: 'Member not found',
  owner: "The company's owner keeps the Owner role and cannot be removed",
  role: `Role must be one of: ${ASSIGNABLE_ROLES.join(', ')}`,
  already: (email: string) => `${email} is already a member of this company`,
  invited: (email: string) => `Invitation sent to ${email}`,
} as const;

export const memberRoleBodySchema = z.strictObject({
  company_id: companyIdField,
  role: z.enum(ASSIGNABLE_ROLES, { error: MEMBER_MESSAGES.role }),
});

export const companyQuerySchema = z.object({ company_id: companyIdField });

/**
 * Issue 20: the owner's invitation: who (the e-mail they sign in with, and the name to greet them
 * by when they have no account yet) and in which role. Issue 31: it waits for them to accept
 * (invitations.ts).
 */
export const inviteMemberBodySchema = z.strictObject({
  company_id: companyIdField,
  email: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, 'Email is required'),
      z.maxLength(254),
      z.regex(EMAIL_PATTERN, 'Please enter a valid email address'),
    ),
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100)),
  role: z.enum(ASSIGNABLE_ROLES, { error: MEMBER_MESSAGES.role }),
});
export type InviteMemberBody = z.infer<typeof inviteMemberBodySchema>;
