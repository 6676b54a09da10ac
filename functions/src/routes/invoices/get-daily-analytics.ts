import { getDailyAnalytics } from '@app/shared/api/routes/invoices/get-daily-analytics';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { dailyAnalytics } from '#lib/reports/analytics';

/** The Reports page's daily chart: sales and purchases per day of a month. */
export const handler = defineRoute(getDailyAnalytics, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: [await dailyAnalytics(membership.company_id, query.financial_year, query.financial_month)],
}));
