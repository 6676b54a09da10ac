import { reconciliationDecisionSchema, reconciliationSchema } from '../../../gst/gstr2b-docs';
import type { RouteDefinition } from '../../route';

/**
 * Issue 33: one decision on a month's reconciliation (accept every suggestion, link, unlink, mark
 * pending with a note or clear it), kept apart from the books; the month as it then stands.
 */
export const decideReconciliation = {
  method: 'POST',
  path: '/api/v1/gst/reconciliation/decisions',
  handler: 'routes/gst/decide-reconciliation',
  auth: 'user',
  permission: 'manage_books',
  body: reconciliationDecisionSchema,
  data: reconciliationSchema,
} as const satisfies RouteDefinition;
