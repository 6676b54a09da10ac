import { getHsnSummary } from '@app/shared/api/routes/invoices/get-hsn-summary';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { hsnSummary } from '#lib/reports/hsn-summary';

/** The Summary page's HSN-wise view. */
export const handler = defineRoute(getHsnSummary, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: await hsnSummary(membership.company_id, query),
}));
