import { getReconciliation } from '@app/shared/api/routes/gst/get-reconciliation';
import { returnPeriodOf } from '@app/shared/gst/return-period';
import { presentReconciliation, reconcilePeriod } from '#lib/gst/reconciliation';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** A month's (or quarter's) GSTR-2B against its purchases, pair by pair (issue 33). */
export const handler = defineRoute(getReconciliation, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: presentReconciliation(
    await reconcilePeriod(
      membership.company_id,
      returnPeriodOf(query.financial_year, query.financial_month, query.frequency),
    ),
  ),
}));
