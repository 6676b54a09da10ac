import { decideReconciliation } from '@app/shared/api/routes/gst/decide-reconciliation';
import { decideReconciliation as decide } from '#lib/gst/reconciliation';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** One decision on a month's GSTR-2B reconciliation (issue 33); the books do not change. */
export const handler = defineRoute(decideReconciliation, COMPANY_IN_BODY, ({ body, caller, membership }) =>
  decide(membership.company_id, body, caller.sub),
);
