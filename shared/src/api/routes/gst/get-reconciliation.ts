import { returnQuerySchema } from '../../../gst/return-query';
import { reconciliationSchema } from '../../../gst/gstr2b-docs';
import type { RouteDefinition } from '../../route';

/** Issue 33: a month's GSTR-2B against its purchases and debit notes, pair by pair. */
export const getReconciliation = {
  method: 'GET',
  path: '/api/v1/gst/reconciliation',
  handler: 'routes/gst/get-reconciliation',
  auth: 'user',
  permission: 'manage_books',
  query: returnQuerySchema,
  data: reconciliationSchema,
} as const satisfies RouteDefinition;
