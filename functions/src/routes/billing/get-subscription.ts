import { getSubscription } from '@app/shared/api/routes/billing/get-subscription';
import { subscriptionViewOf } from '#lib/billing/subscription-view';
import { defineRoute } from '#lib/http/define-route';

/** The caller's plan or trial, what it allows, how many companies they own under it, and what comes next. */
export const handler = defineRoute(getSubscription, {}, async ({ caller }) => ({
  data: await subscriptionViewOf(caller.sub),
}));
