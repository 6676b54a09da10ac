import { gstr2bUploadSchema, gstr2bUploadedSchema } from '../../../gst/gstr2b-docs';
import type { RouteDefinition } from '../../route';

/**
 * Issue 33: a month's GSTR-2B as downloaded from the portal. It is kept for its period (a second
 * upload of the period replaces it); the books do not change.
 */
export const uploadGstr2b = {
  method: 'POST',
  path: '/api/v1/gst/gstr2b',
  handler: 'routes/gst/upload-gstr2b',
  auth: 'user',
  permission: 'manage_books',
  body: gstr2bUploadSchema,
  data: gstr2bUploadedSchema,
} as const satisfies RouteDefinition;
