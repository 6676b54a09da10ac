import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { ImageUpload } from '@app/shared/uploads';
import { config } from '#lib/config';
import { ConflictError } from '#lib/errors';
import { s3Client } from './client';
import { INCOMING_PREFIX } from './prefixes';

/**
 * Where the browser's presigned uploads land: incoming/<the key the app gives them>. Nothing reads
 * them there but the check that takes them in (takeUpload); the bucket's lifecycle removes any left
 * after a day (infra/lib/data-stack.ts), so an upload never taken in does not stay.
 */
export const incomingKeyOf = (key: string) => `${INCOMING_PREFIX}${key}`;

export const UPLOAD_CHANGED = 'The file changed while it was being checked. Please upload it again.';

/** The size and first bytes of the stored file a check judges. */
export interface FileHead {
  size: number;
  bytes: Uint8Array;
}

/**
 * A presigned POST for one file: S3 takes it only at incoming/<key>, of exactly this type and size,
 * within `seconds`. The answer names `key`, where the file is once taken in.
 */
export async function presignUpload(
  key: string,
  file: { contentType: string; size: number; seconds: number },
): Promise<ImageUpload> {
  const { url, fields } = await createPresignedPost(s3Client(), {
    Bucket: config.uploadsBucket,
    Key: incomingKeyOf(key),
    Conditions: [
      ['content-length-range', file.size, file.size],
      ['eq', '$Content-Type', file.contentType],
    ],
    Fields: { 'Content-Type': file.contentType },
    Expires: file.seconds,
  });
  return { key, url, fields, expires_at: new Date(Date.now() + file.seconds * 1000).toISOString() };
}

const location = (key: string) => ({ Bucket: config.uploadsBucket, Key: key });

/**
 * A stored object's size and ETag, or undefined: a listing under its own key, which needs only
 * s3:ListBucket for that prefix (a GET of a missing key is 403, not 404, without ListBucket).
 */
async function find(key: string): Promise<{ size: number; etag: string } | undefined> {
  const listed = await s3Client().send(
    new ListObjectsV2Command({ Bucket: config.uploadsBucket, Prefix: key, MaxKeys: 1 }),
  );
  const [object] = listed.Contents ?? [];
  return object?.Key === key ? { size: object.Size ?? 0, etag: object.ETag ?? '' } : undefined;
}

/** The first bytes of the object's version with this ETag. */
async function headOf(key: string, found: { size: number; etag: string }, count: number): Promise<FileHead> {
  if (found.size === 0) return { size: 0, bytes: new Uint8Array() };
  const object = await s3Client().send(
    new GetObjectCommand({ ...location(key), Range: `bytes=0-${count - 1}`, IfMatch: found.etag }),
  );
  return { size: found.size, bytes: (await object.Body?.transformToByteArray()) ?? new Uint8Array() };
}

/** S3's 412: the object is no longer the version the check read. */
const changedMeanwhile = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412
    ? new ConflictError(UPLOAD_CHANGED)
    : error;

/**
 * Takes a presigned upload in once its bytes pass `problemOf`: reads the first `headBytes` of
 * incoming/<key>, and copies exactly the version it read (CopySourceIfMatch its ETag) to <key>,
 * which no presigned POST may write; the upload itself is removed. Only <key> is used from then
 * on, so posting another file with the same policy after the check changes nothing. A key already
 * taken in is judged as it is (a second ask, or a route that failed after taking it).
 * Returns the head, `{ problem }` (the upload is removed), or undefined when there is no such file.
 */
export async function takeUpload(
  key: string,
  headBytes: number,
  problemOf: (head: FileHead) => string | undefined,
): Promise<FileHead | { problem: string } | undefined> {
  try {
    const kept = await find(key);
    if (kept) {
      const head = await headOf(key, kept, headBytes);
      const problem = problemOf(head);
      return problem ? { problem } : head;
    }
    const upload = incomingKeyOf(key);
    const found = await find(upload);
    if (!found) return undefined;
    const head = await headOf(upload, found, headBytes);
    const problem = problemOf(head);
    if (!problem) {
      await s3Client().send(
        new CopyObjectCommand({
          ...location(key),
          CopySource: `${config.uploadsBucket}/${upload.split('/').map(encodeURIComponent).join('/')}`,
          CopySourceIfMatch: found.etag,
        }),
      );
    }
    await s3Client().send(new DeleteObjectCommand(location(upload)));
    return problem ? { problem } : head;
  } catch (error) {
    throw changedMeanwhile(error);
  }
}
