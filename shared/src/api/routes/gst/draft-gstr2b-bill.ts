import { billSchema } from '../../../bills/bill-record';
import { gstr2bDraftSchema } from '../../../gst/gstr2b-docs';
import type { RouteDefinition } from '../../route';

/**
 * Issue 33: a bill of the period's GSTR-2B the books lack, drafted as a bill ready for review (as
 * a read bill is), with no file: the user chooses what it was for and creates the purchase.
 */
export const draftGstr2bBill = {
  method: 'POST',
  path: '/api/v1/gst/reconciliation/bill',
  handler: 'routes/gst/draft-gstr2b-bill',
  auth: 'user',
  permission: 'manage_books',
  body: gstr2bDraftSchema,
  data: billSchema,
} as const satisfies RouteDefinition;
