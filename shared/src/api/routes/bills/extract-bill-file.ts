import * as z from '../../../zod';
import { billSchema } from '../../../bills/bill-record';
import { companyIdField } from '../../../catalogue/fields';
import type { RouteDefinition } from '../../route';
import { THROTTLES } from '../../throttles';

/**
 * Spec 001 section 7: 'bill file upload; returns data'. Takes a file uploaded with POST
 * /bills/upload, checks its bytes (anything but a PDF or image up to 10 MB is removed, 400), keeps
 * it as a queued bill and starts reading it; returns the bill (201).
 */
export const extractBillFile = {
  method: 'POST',
  path: '/api/v1/extraction/file/upload',
  handler: 'routes/bills/extract-bill-file',
  auth: 'user',
  permission: 'manage_books',
  body: z.object({
    company_id: companyIdField,
    key: z.string().check(z.trim(), z.minLength(1, 'Unknown file: upload it first'), z.maxLength(300)),
    file_name: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  }),
  data: billSchema,
  throttle: THROTTLES.upload,
} as const satisfies RouteDefinition;
