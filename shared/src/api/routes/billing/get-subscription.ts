import * as z from '../../../zod';
import { planStandingSchema } from '../../../billing/plan-standing';
import { PERIODS, PLANS } from '../../../billing/plan-table';
import type { RouteDefinition } from '../../route';

/** Where the caller's own subscription stands (issue 20): the account page and the trial banner. */
export const subscriptionViewSchema = z.extend(planStandingSchema, {
  /** When nothing new may be made, why (with the way to /pricing). */
  message: z.nullable(z.string()),
  /** Null: unlimited. */
  companies_allowed: z.nullable(z.number()),
  tax: z.boolean(),
  /** Bills read by AI: pages a month (the trial's own allowance on the trial); null: not included. */
  bill_pages: z.nullable(z.number()),
  /** Members with roles (the plan table's team). */
  team: z.boolean(),
  /** How often the paid plan is charged; null on the trial. */
  period: z.nullable(z.enum(PERIODS)),
  /** Bought through Razorpay (issue 31): it can be changed and cancelled from here. */
  renewing: z.boolean(),
  /** Cancelled by the subscriber: it ends with the period paid for. */
  cancel_at_period_end: z.boolean(),
  /** A downgrade (or a change of period) waiting for the end of the period paid for. */
  scheduled_change: z.nullable(
    z.object({ plan: z.enum(PLANS), plan_label: z.string(), period: z.enum(PERIODS), at: z.string() }),
  ),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const getSubscription = {
  method: 'GET',
  path: '/api/v1/billing/subscription',
  handler: 'routes/billing/get-subscription',
  auth: 'user',
  data: subscriptionViewSchema,
} as const satisfies RouteDefinition;
