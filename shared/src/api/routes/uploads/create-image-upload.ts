import { imageUploadRequestSchema, imageUploadSchema } from '../../../uploads';
import type { RouteDefinition } from '../../route';
import { THROTTLES } from '../../throttles';

/** A presigned POST for one image (logo, QR code, profile picture...), straight to S3. */
export const createImageUpload = {
  method: 'POST',
  path: '/api/v1/uploads/image',
  handler: 'routes/uploads/create-image-upload',
  auth: 'user',
  body: imageUploadRequestSchema,
  data: imageUploadSchema,
  throttle: THROTTLES.upload,
} as const satisfies RouteDefinition;
