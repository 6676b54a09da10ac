import * as z from '@app/shared/zod';
import { PERIODS, PLANS, type Period, type Plan } from '@app/shared/billing/plan-table';
import { razorpayConfig } from './razorpay-config';

/**
 * Razorpay's plan ids (issue 31): one Razorpay plan per plan and period, made in its Dashboard
 * with the amount the plan table charges (price and GST, `chargedPaise`), named in the deploy's
 * configuration (RAZORPAY_PLANS). A plan without an id cannot be bought.
 */
const planIdsSchema = z.partialRecord(z.enum(PLANS), z.partialRecord(z.enum(PERIODS), z.string()));

const planIds = () => {
  const parsed = planIdsSchema.safeParse(JSON.parse(razorpayConfig.plans));
  if (!parsed.success)
    throw new Error('RAZORPAY_PLANS is not {"<plan>": {"monthly": "plan_...", "yearly": "plan_..."}}');
  return parsed.data;
};

/** The Razorpay plan that charges a plan for a period, if one is configured. */
export const razorpayPlanId = (plan: Plan, period: Period): string | undefined => planIds()[plan]?.[period];

/** The plan and period a Razorpay plan id charges for, or undefined for a plan that is not ours. */
export function choiceOfPlanId(planId: string): { plan: Plan; period: Period } | undefined {
  const ids = planIds();
  for (const plan of PLANS) {
    for (const period of PERIODS) if (ids[plan]?.[period] === planId) return { plan, period };
  }
  return undefined;
}
