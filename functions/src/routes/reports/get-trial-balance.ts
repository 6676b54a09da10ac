import { getTrialBalance } from '@app/shared/api/routes/reports/get-trial-balance';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { inRupees } from '#lib/presenters/statements';
import { readBooksPeriod } from '#lib/reports/books-period';
import { trialBalance } from '#lib/reports/trial-balance';

/** The trial balance over the period asked for. */
export const handler = defineRoute(getTrialBalance, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: {
    start_date: query.start_date,
    end_date: query.end_date,
    ...inRupees(trialBalance(await readBooksPeriod(membership.company_id, query.start_date, query.end_date))),
  },
}));
