import * as z from '../../../zod';
import { PLANS, SUBSCRIPTION_STATUSES } from '../../../billing/plans';
import type { RouteDefinition } from '../../route';

/** Where the caller's own subscription stands (issue 20): the account page and the trial banner. */
export const subscriptionViewSchema = z.object({
  plan: z.enum(PLANS),
  plan_label: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  trial_ends_at: z.string(),
  trial_days_left: z.number(),
  current_period_end: z.nullable(z.string()),
  /** Whether new vouchers and companies may be made; when not, why (with the way to /pricing). */
  writable: z.boolean(),
  message: z.nullable(z.string()),
  companies_owned: z.number(),
  /** Null: unlimited. */
  companies_allowed: z.nullable(z.number()),
  tax: z.boolean(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const getSubscription = {
  method: 'GET',
  path: '/api/v1/billing/subscription',
  handler: 'routes/billing/get-subscription',
  auth: 'user',
  data: subscriptionViewSchema,
} as const satisfies RouteDefinition;
