import { getMonthlyAnalytics } from '@app/shared/api/routes/invoices/get-monthly-analytics';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { runningFinancialYear } from '@app/shared/financial-year';
import { monthlyAnalytics } from '#lib/reports/monthly-chart';

/** The Reports page's monthly chart (the running financial year unless one is asked for). */
export const handler = defineRoute(getMonthlyAnalytics, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: await monthlyAnalytics(membership.company_id, query.financial_year ?? runningFinancialYear()),
}));
