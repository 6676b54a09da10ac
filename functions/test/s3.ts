import { CopyObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import { s3Client } from '#lib/s3/client';

/** The uploads bucket of the test stack, as the handlers reach it. */
const uploads = () => ({ Bucket: inject('stack').s3.buckets.uploads });

export async function keysUnder(prefix: string) {
  const listed = await s3Client().send(new ListObjectsV2Command({ ...uploads(), Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key);
}

/** Puts an object straight into the bucket (as a handler would); its ETag. */
export async function putObject(key: string, body: Buffer | string) {
  return (await s3Client().send(new PutObjectCommand({ ...uploads(), Key: key, Body: body }))).ETag ?? '';
}

/** GetObject If-Match: the object's text, if it is still that version. */
export async function readIfMatch(key: string, etag: string) {
  const object = await s3Client().send(new GetObjectCommand({ ...uploads(), Key: key, IfMatch: etag }));
  return object.Body?.transformToString();
}

/** CopyObject with x-amz-copy-source-if-match, within the uploads bucket. */
export async function copyIfMatch(source: string, target: string, etag: string) {
  const { Bucket } = uploads();
  await s3Client().send(
    new CopyObjectCommand({ Bucket, Key: target, CopySource: `${Bucket}/${source}`, CopySourceIfMatch: etag }),
  );
}
