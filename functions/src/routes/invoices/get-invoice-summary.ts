import { getInvoiceSummary } from '@app/shared/api/routes/invoices/get-invoice-summary';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { billSummary } from '#lib/reports/bill-summary';

/** The Summary page's bill-wise view. */
export const handler = defineRoute(getInvoiceSummary, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: await billSummary(membership.company_id, query),
}));
