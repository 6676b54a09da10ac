import * as z from '../zod';
import { PLANS } from './plan-table';
import { SUBSCRIPTION_STATUSES } from './plans';

/**
 * Where a subscription stands, as the API shows it: the user's own (Settings) and the admin
 * console's. Apart from the plans' rules, so the voucher routes, which apply the rules, do not
 * carry the schema.
 */
export const planStandingSchema = z.object({
  plan: z.enum(PLANS),
  plan_label: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  trial_ends_at: z.string(),
  trial_days_left: z.number(),
  current_period_end: z.nullable(z.string()),
  /** Whether new vouchers and companies may be made. */
  writable: z.boolean(),
  companies_owned: z.number(),
});
export type PlanStanding = z.infer<typeof planStandingSchema>;
