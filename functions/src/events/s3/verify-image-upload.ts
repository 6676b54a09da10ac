import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import type { S3Event } from 'aws-lambda';
import { imageProblem } from '@app/shared/images';
import { logger } from '#lib/logger';
import { s3Client } from '#lib/s3/client';

/** Enough bytes to recognise PNG, JPEG and WebP signatures. */
const SIGNATURE_BYTES = 16;

async function verify(bucket: string, key: string, size: number) {
  const object = await s3Client().send(
    new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${SIGNATURE_BYTES - 1}` }),
  );
  const bytes = await object.Body?.transformToByteArray();
  const problem = imageProblem(bytes ?? new Uint8Array(), size);
  if (!problem) return;
  await s3Client().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  logger.warn('rejected upload removed', { bucket, key, size, problem });
}

/**
 * Uploads go straight from the browser to S3 through presigned URLs, so nothing has checked the
 * bytes yet: every new object under images/ that is not a PNG, JPEG or WebP under 5 MB is deleted.
 * (Routes that use an upload check it again when they take it.)
 */
export const handler = async (event: S3Event): Promise<void> => {
  for (const record of event.Records) {
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    if (!key.startsWith('images/')) continue;
    await verify(record.s3.bucket.name, key, record.s3.object.size);
  }
};
