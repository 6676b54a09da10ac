import { getSummaryStats } from '@app/shared/api/routes/invoices/get-summary-stats';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { summaryStats } from '#lib/reports/summary-stats';

/** The Summary page's stat cards, with their trends. */
export const handler = defineRoute(getSummaryStats, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: await summaryStats(membership.company_id, query),
}));
