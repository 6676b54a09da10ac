import * as z from '../zod';
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
} as const;

export const memberRoleBodySchema = z.strictObject({
  company_id: companyIdField,
  role: z.enum(ASSIGNABLE_ROLES, { error: MEMBER_MESSAGES.role }),
});

export const companyQuerySchema = z.object({ company_id: companyIdField });
