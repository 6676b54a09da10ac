import * as z from '../../../zod';
import { tallyImportSchema, tallyUploadRequestSchema } from '../../../imports/tally-import';
import { imageUploadSchema } from '../../../uploads';
import type { RouteDefinition } from '../../route';
import { THROTTLES } from '../../throttles';

/**
 * Issue 35: a Tally import begins, with a presigned POST for its XML file; the browser posts the
 * file straight to S3 (with progress), then asks for the preview.
 */
export const createTallyUpload = {
  method: 'POST',
  path: '/api/v1/imports/tally/upload',
  handler: 'routes/imports/create-tally-upload',
  auth: 'user',
  permission: 'manage_books',
  body: tallyUploadRequestSchema,
  data: z.object({ import: tallyImportSchema, upload: imageUploadSchema }),
  throttle: THROTTLES.upload,
} as const satisfies RouteDefinition;
