import * as z from '../zod';
import { planStandingSchema } from '../billing/plan-standing';
import { PLANS } from '../billing/plan-table';

/**
 * Issue 20: the admin console's records. Users with where their plan stands, companies with their
 * owners, and the log of what administrators did (every change they make is written there in the
 * same transaction).
 */
export const ADMIN_LIST_LIMIT = 50;

export const adminSearchSchema = z.object({
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, 'Search must be at most 100 characters'))),
});

export const adminUserSchema = z.extend(planStandingSchema, {
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
  disabled: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminCompanySchema = z.object({
  company_id: z.string(),
  name: z.string(),
  gstin: z.nullable(z.string()),
  owner_id: z.string(),
  owner_email: z.string(),
  created_at: z.string(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;

/** A page of a directory: the first ADMIN_LIST_LIMIT matches, and how many match in all. */
export const adminListSchema = <T extends z.ZodMiniType>(row: T) => z.object({ docs: z.array(row), total: z.number() });

export const ADMIN_MESSAGES = {
  days: 'Days must be a whole number from 1 to 90',
  months: 'Months must be a whole number from 1 to 36',
  plan: `Plan must be one of: ${PLANS.join(', ')}`,
  userNotFound: 'User not found',
  notYourself: 'You cannot disable your own account',
} as const;

/** Extend the trial by some days (from its end, or from today if it has ended), or set a paid plan. */
export const subscriptionChangeSchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.literal('extend_trial'),
    days: z
      .int({ error: ADMIN_MESSAGES.days })
      .check(z.minimum(1, ADMIN_MESSAGES.days), z.maximum(90, ADMIN_MESSAGES.days)),
  }),
  z.strictObject({
    action: z.literal('set_plan'),
    plan: z.enum(PLANS, { error: ADMIN_MESSAGES.plan }),
    months: z
      .int({ error: ADMIN_MESSAGES.months })
      .check(z.minimum(1, ADMIN_MESSAGES.months), z.maximum(36, ADMIN_MESSAGES.months)),
  }),
]);
export type SubscriptionChange = z.infer<typeof subscriptionChangeSchema>;

export const userStatusSchema = z.strictObject({ disabled: z.boolean() });

/** Issue 31 adds the accounts administrators make, and who is made or stops being an administrator. */
export const ADMIN_ACTIONS = [
  'extend_trial',
  'set_plan',
  'disable_user',
  'enable_user',
  'create_user',
  'grant_admin',
  'revoke_admin',
] as const;

export const adminAuditEntrySchema = z.object({
  at: z.string(),
  admin_id: z.string(),
  admin_email: z.string(),
  action: z.enum(ADMIN_ACTIONS),
  user_id: z.string(),
  user_email: z.string(),
  /** What changed, as a sentence. */
  detail: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;
