import { getProfitAndLoss } from '@app/shared/api/routes/reports/get-profit-and-loss';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { inRupees } from '#lib/presenters/statements';
import { readBooksPeriod } from '#lib/reports/books-period';
import { profitAndLoss } from '#lib/reports/final-accounts';

/** The profit and loss account over the period asked for. */
export const handler = defineRoute(getProfitAndLoss, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: {
    start_date: query.start_date,
    end_date: query.end_date,
    ...inRupees(profitAndLoss(await readBooksPeriod(membership.company_id, query.start_date, query.end_date))),
  },
}));
