import { getSubscription } from '@app/shared/api/routes/billing/get-subscription';
import { PLAN_TABLE } from '@app/shared/billing/plan-table';
import { billPagesAllowed, standingMessage } from '@app/shared/billing/plans';
import { presentStanding } from '#lib/billing/plan-standing';
import { listMemberships } from '#lib/db/memberships';
import { readSubscription } from '#lib/db/subscriptions';
import { NotFoundError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';

/** The caller's plan or trial, what it allows, and how many companies they own under it. */
export const handler = defineRoute(getSubscription, {}, async ({ caller }) => {
  const [subscription, memberships] = await Promise.all([readSubscription(caller.sub), listMemberships(caller.sub)]);
  if (!subscription) throw new NotFoundError('User not found');
  const owned = memberships.filter((membership) => membership.role === 'owner').length;
  const { view, standing } = presentStanding(subscription, owned);
  const terms = PLAN_TABLE[subscription.plan];
  return {
    data: {
      ...view,
      message: standing.reason ? standingMessage(standing.reason, true) : null,
      companies_allowed: terms.companies,
      tax: terms.tax,
      bill_pages: billPagesAllowed(subscription),
      team: terms.team,
    },
  };
});
