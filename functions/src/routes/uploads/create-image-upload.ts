import { createImageUpload } from '@app/shared/api/routes/uploads/create-image-upload';
import { defineRoute } from '#lib/http/define-route';
import { presignImageUpload } from '#lib/s3/images';

/** A presigned POST for one image into the caller's own folder of the uploads bucket. */
export const handler = defineRoute(createImageUpload, {}, async ({ caller, body }) => ({
  statusCode: 201,
  data: await presignImageUpload(caller.sub, body),
}));
