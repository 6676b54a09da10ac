import { randomUUID } from 'node:crypto';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, inject, it } from 'vitest';
import { s3Client } from '#lib/s3/client';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cf00000301010018dd8db00000000049454e44ae426082',
  'hex',
);

/** Uploads as the browser will: a PUT to a presigned URL. */
async function uploadThroughPresignedUrl(key: string, body: Buffer, contentType: string) {
  const bucket = inject('stack').s3.buckets.uploads;
  const url = await getSignedUrl(
    s3Client(),
    new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType }),
    { expiresIn: 60 },
  );
  const response = await fetch(url, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { 'content-type': contentType },
  });
  expect(response.status).toBe(200);
}

async function exists(key: string) {
  try {
    await s3Client().send(new HeadObjectCommand({ Bucket: inject('stack').s3.buckets.uploads, Key: key }));
    return true;
  } catch {
    return false;
  }
}

/** The S3 event is handled in the stack's process, a moment after the upload. */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 50; i++) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('S3 upload check (object created under images/)', () => {
  it('removes a file that only claims to be an image', async () => {
    const key = `images/${randomUUID()}/logo.png`;
    await uploadThroughPresignedUrl(key, Buffer.from('<?php system($_GET["c"]); ?>'), 'image/png');
    expect(await eventually(async () => !(await exists(key)))).toBe(true);
  });

  it('keeps a real PNG, byte for byte', async () => {
    const key = `images/${randomUUID()}/logo file.png`;
    await uploadThroughPresignedUrl(key, PNG, 'image/png');
    // Give the handler the same time it had to delete the fake one, then check it is still there.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await exists(key)).toBe(true);
  });

  it('does not touch objects outside images/', async () => {
    const key = `bills/${randomUUID()}.txt`;
    await uploadThroughPresignedUrl(key, Buffer.from('not an image, and that is fine here'), 'text/plain');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await exists(key)).toBe(true);
  });
});
