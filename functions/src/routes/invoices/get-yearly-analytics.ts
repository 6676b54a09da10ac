import { getYearlyAnalytics } from '@app/shared/api/routes/invoices/get-yearly-analytics';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { runningFinancialYear } from '@app/shared/financial-year';
import { yearlyAnalytics } from '#lib/reports/analytics';

/** The Reports page's yearly cards (the running financial year unless one is asked for). */
export const handler = defineRoute(getYearlyAnalytics, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: await yearlyAnalytics(membership.company_id, query.financial_year ?? runningFinancialYear()),
}));
