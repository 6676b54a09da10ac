import { getProfitAndLoss } from '@app/shared/api/routes/reports/get-profit-and-loss';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { profitAndLossDoc } from '#lib/reports/statements';

/** The profit and loss account over the period asked for. */
export const handler = defineRoute(getProfitAndLoss, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: await profitAndLossDoc(membership.company_id, query),
}));
