import { getDashboard } from '@app/shared/api/routes/dashboard/get-dashboard';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { dashboard } from '#lib/reports/dashboard';

/** The home dashboard of the caller's company. */
export const handler = defineRoute(getDashboard, COMPANY_IN_QUERY, async ({ membership }) => ({
  data: await dashboard(membership.company_id),
}));
