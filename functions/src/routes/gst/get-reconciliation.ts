import { getReconciliation } from '@app/shared/api/routes/gst/get-reconciliation';
import { monthReconciliation } from '#lib/gst/reconciliation';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** A month's GSTR-2B against its purchases, pair by pair (issue 33). */
export const handler = defineRoute(getReconciliation, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: await monthReconciliation(membership.company_id, query.financial_year, query.financial_month),
}));
