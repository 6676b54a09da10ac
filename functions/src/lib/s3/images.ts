import { randomUUID } from 'node:crypto';
import { GetObjectCommand, NoSuchKey, NotFound, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { detectImageType, imageProblem } from '@app/shared/images';
import type { ImagePurpose, ImageUpload, ImageUploadRequest } from '@app/shared/uploads';
import { config } from '#lib/config';
import { ValidationError } from '#lib/errors';
import { s3Client } from './client';
import { IMAGES_PREFIX } from './prefixes';
import { presignUpload, takeUpload } from './uploads';

const UPLOAD_SECONDS = 300;
const VIEW_SECONDS = 3600;
/** Enough bytes to recognise PNG, JPEG and WebP signatures. */
const SIGNATURE_BYTES = 16;
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/webp': 'webp',
};

/**
 * A presigned POST for one image of the declared type and size, taken in under the caller's own
 * folder (images/<user>/<purpose>/) once its bytes are checked, when a route uses it (verifyImage).
 */
export async function presignImageUpload(userId: string, request: ImageUploadRequest): Promise<ImageUpload> {
  const key = `${IMAGES_PREFIX}${userId}/${request.purpose}/${randomUUID()}.${EXTENSIONS[request.content_type] ?? 'img'}`;
  const contentType = request.content_type === 'image/jpg' ? 'image/jpeg' : request.content_type;
  return presignUpload(key, { contentType, size: request.size, seconds: UPLOAD_SECONDS });
}

/**
 * Before a route keeps an image key: it must be the caller's own upload, and the uploaded file
 * must really be a PNG, JPEG or WebP under 5 MB, judged by its bytes, not by its name or type;
 * it is then taken in to that key (a file that fails is removed).
 */
export async function verifyImage(key: string, userId: string, field: string): Promise<void> {
  const refuse = (message: string) => new ValidationError(message, [{ field, message }]);
  if (!key.startsWith(`${IMAGES_PREFIX}${userId}/`)) throw refuse('Unknown image: upload it first');
  const taken = await takeUpload(key, SIGNATURE_BYTES, (head) => imageProblem(head.bytes, head.size));
  if (!taken) throw refuse('Unknown image: upload it first');
  if ('problem' in taken) throw refuse(taken.problem);
}

/**
 * Stores an image that came in the request itself (a multipart file part), after the same byte
 * check as an upload; returns its key, in the caller's folder like a presigned upload's.
 */
export async function storeImage(userId: string, purpose: ImagePurpose, content: Buffer): Promise<string> {
  const problem = imageProblem(content, content.length);
  if (problem) throw new ValidationError(problem, [{ field: 'image', message: problem }]);
  const contentType = detectImageType(content) ?? 'image/png';
  const key = `${IMAGES_PREFIX}${userId}/${purpose}/${randomUUID()}.${EXTENSIONS[contentType] ?? 'img'}`;
  await s3Client().send(
    new PutObjectCommand({ Bucket: config.uploadsBucket, Key: key, Body: content, ContentType: contentType }),
  );
  return key;
}

/** A short-lived address the browser can show the image from (the bucket itself is private). */
export async function imageUrl(key: string | null): Promise<string | null> {
  if (!key) return null;
  return getSignedUrl(s3Client(), new GetObjectCommand({ Bucket: config.uploadsBucket, Key: key }), {
    expiresIn: VIEW_SECONDS,
  });
}

/** Verifies each image key that is new compared with what the record already holds. */
export async function verifyNewImages(
  userId: string,
  images: { field: string; key: string | null | undefined; current?: string | null }[],
) {
  for (const { field, key, current } of images) {
    if (key && key !== current) await verifyImage(key, userId, field);
  }
}

/** The image types a PDF can embed (pdfmake draws PNG and JPEG, not WebP). */
const PRINTABLE_TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * A stored image as a data URL for a printed document, or null when there is none, it is gone, or
 * it is a WebP (which PDFs cannot embed; the document then prints without it).
 */
export async function printableImage(key: string | null): Promise<string | null> {
  if (!key) return null;
  try {
    const object = await s3Client().send(new GetObjectCommand({ Bucket: config.uploadsBucket, Key: key }));
    const bytes = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    const type = detectImageType(bytes);
    return type && PRINTABLE_TYPES.has(type) ? `data:${type};base64,${bytes.toString('base64')}` : null;
  } catch (error) {
    if (error instanceof NoSuchKey || error instanceof NotFound) return null;
    throw error;
  }
}
