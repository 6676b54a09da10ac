import { getPartySummary } from '@app/shared/api/routes/invoices/get-party-summary';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { partySummary } from '#lib/reports/party-summary';

/** The Summary page's customer-wise view. */
export const handler = defineRoute(getPartySummary, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: await partySummary(membership.company_id, query),
}));
