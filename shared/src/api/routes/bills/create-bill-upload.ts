import * as z from '../../../zod';
import { BILL_FILE_MESSAGES, BILL_MAX_BYTES, BILLS_PER_DROP, isBillMediaType } from '../../../bills/bill-files';
import { companyIdField } from '../../../catalogue/fields';
import { imageUploadSchema } from '../../../uploads';
import type { RouteDefinition } from '../../route';
import { THROTTLES } from '../../throttles';

export const billFileRequestSchema = z.object({
  file_name: z.string().check(z.trim(), z.minLength(1, 'File name is required'), z.maxLength(200)),
  content_type: z.string().check(z.refine(isBillMediaType, BILL_FILE_MESSAGES.type)),
  size: z.int().check(z.positive(BILL_FILE_MESSAGES.empty), z.lte(BILL_MAX_BYTES, BILL_FILE_MESSAGES.size)),
});

/** One drop of bills: at most BILLS_PER_DROP files, checked here as in the browser (issue 31). */
export const billUploadRequestSchema = z.object({
  company_id: companyIdField,
  files: z
    .array(billFileRequestSchema)
    .check(z.minLength(1, 'Choose at least one bill'), z.maxLength(BILLS_PER_DROP, BILL_FILE_MESSAGES.tooMany)),
});

/**
 * A presigned POST per bill of a drop, into the company's folder of the uploads bucket; the
 * browser then posts each file straight to S3 (with progress) and starts reading it with POST
 * /extraction/file/upload. `notice` says, with the upload, when the month's pages of reading are
 * used (the bills are then kept, to be entered by hand).
 */
export const createBillUpload = {
  method: 'POST',
  path: '/api/v1/bills/upload',
  handler: 'routes/bills/create-bill-upload',
  auth: 'user',
  permission: 'manage_books',
  body: billUploadRequestSchema,
  data: z.object({ uploads: z.array(imageUploadSchema), notice: z.nullable(z.string()) }),
  throttle: THROTTLES.upload,
} as const satisfies RouteDefinition;

export type BillUploadRequest = z.infer<typeof billUploadRequestSchema>;
