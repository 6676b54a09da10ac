import { createImageUpload } from '@app/shared/api/routes/uploads/create-image-upload';
import { detectImageType, IMAGE_MAX_BYTES, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from '@app/shared/images';
import type { ImagePurpose } from '@app/shared/uploads';
import { callApi } from './api-client';
import { postPresigned } from './presigned-post';

const ALLOWED_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/webp']);

/**
 * The browser's check before uploading (spec 5, images): the declared type, the size, and the
 * file's first bytes, with the spec's messages. The server checks the stored bytes again.
 */
export async function imageFileProblem(file: File): Promise<string | undefined> {
  if (!ALLOWED_TYPES.has(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size >= IMAGE_MAX_BYTES) return IMAGE_SIZE_MESSAGE;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return detectImageType(head) ? undefined : IMAGE_TYPE_MESSAGE;
}

/** Uploads an image straight to S3 through a presigned POST; returns the key the API takes. */
export async function uploadImage(file: File, purpose: ImagePurpose): Promise<string> {
  const problem = await imageFileProblem(file);
  if (problem) throw new Error(problem);
  const upload = await callApi(createImageUpload, { body: { purpose, content_type: file.type, size: file.size } });
  if (!(await postPresigned(upload, file))) throw new Error('The image could not be uploaded. Please try again.');
  return upload.key;
}
