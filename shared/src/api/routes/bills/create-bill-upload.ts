import * as z from '../../../zod';
import { BILL_FILE_MESSAGES, BILL_MAX_BYTES, isBillMediaType } from '../../../bills/bill-files';
import { companyIdField } from '../../../catalogue/fields';
import { imageUploadSchema } from '../../../uploads';
import type { RouteDefinition } from '../../route';
import { THROTTLES } from '../../throttles';

export const billUploadRequestSchema = z.object({
  company_id: companyIdField,
  file_name: z.string().check(z.trim(), z.minLength(1, 'File name is required'), z.maxLength(200)),
  content_type: z.string().check(z.refine(isBillMediaType, BILL_FILE_MESSAGES.type)),
  size: z.int().check(z.positive(BILL_FILE_MESSAGES.empty), z.lte(BILL_MAX_BYTES, BILL_FILE_MESSAGES.size)),
});

/**
 * A presigned POST for one bill into the company's folder of the uploads bucket; the browser then
 * posts the file straight to S3 (with progress) and starts reading it with POST /extraction/file/upload.
 */
export const createBillUpload = {
  method: 'POST',
  path: '/api/v1/bills/upload',
  handler: 'routes/bills/create-bill-upload',
  auth: 'user',
  permission: 'manage_books',
  body: billUploadRequestSchema,
  data: imageUploadSchema,
  throttle: THROTTLES.upload,
} as const satisfies RouteDefinition;

export type BillUploadRequest = z.infer<typeof billUploadRequestSchema>;
