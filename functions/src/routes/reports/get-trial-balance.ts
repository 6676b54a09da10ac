import { getTrialBalance } from '@app/shared/api/routes/reports/get-trial-balance';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { trialBalanceDoc } from '#lib/reports/statements';

/** The trial balance over the period asked for. */
export const handler = defineRoute(getTrialBalance, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: await trialBalanceDoc(membership.company_id, query),
}));
