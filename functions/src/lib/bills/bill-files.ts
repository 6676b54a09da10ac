import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { BILL_EXTENSIONS, BILL_MAX_BYTES, type BillMediaType } from '@app/shared/bills/bill-files';
import type { ImageUpload } from '@app/shared/uploads';
import { config } from '#lib/config';
import { s3Client } from '#lib/s3/client';

/**
 * Bills' files live in the uploads bucket under bills/<company>/, the company's own folder, so a
 * key names its company and a route checks that before touching a file.
 */
export const billFolder = (companyId: string) => `bills/${companyId}/`;

export const billFileKey = (companyId: string, billId: string, type: BillMediaType) =>
  `${billFolder(companyId)}${billId}.${BILL_EXTENSIONS[type]}`;

const BILL_KEY = /^bills\/([\w-]+)\/([\w-]+)\.(pdf|png|jpg|webp)$/;

/** The company and bill a bill's key names, or undefined for any other key. */
export function billOfKey(key: string): { companyId: string; billId: string } | undefined {
  const [, companyId, billId] = BILL_KEY.exec(key) ?? [];
  return companyId && billId ? { companyId, billId } : undefined;
}

const UPLOAD_SECONDS = 600;
const VIEW_SECONDS = 3600;
/** What the byte check reads: enough for every signature (a PDF's may sit in its first 1 KB). */
const HEAD_BYTES = 1024;

/**
 * A presigned POST for one bill into the company's folder; S3 enforces the size. The declared type
 * is only the browser's word: the bytes are checked when reading starts.
 */
export async function presignBillUpload(companyId: string, billId: string, type: BillMediaType): Promise<ImageUpload> {
  const key = billFileKey(companyId, billId, type);
  const { url, fields } = await createPresignedPost(s3Client(), {
    Bucket: config.uploadsBucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, BILL_MAX_BYTES],
      ['eq', '$Content-Type', type],
    ],
    Fields: { 'Content-Type': type },
    Expires: UPLOAD_SECONDS,
  });
  return { key, url, fields, expires_at: new Date(Date.now() + UPLOAD_SECONDS * 1000).toISOString() };
}

/** The stored file's size and first bytes, or undefined when there is no such file. */
export async function billFileHead(key: string): Promise<{ size: number; bytes: Uint8Array } | undefined> {
  const location = { Bucket: config.uploadsBucket, Key: key };
  try {
    const head = await s3Client().send(new HeadObjectCommand(location));
    const size = head.ContentLength ?? 0;
    if (size === 0) return { size, bytes: new Uint8Array() };
    const object = await s3Client().send(new GetObjectCommand({ ...location, Range: `bytes=0-${HEAD_BYTES - 1}` }));
    return { size, bytes: (await object.Body?.transformToByteArray()) ?? new Uint8Array() };
  } catch (error) {
    if (error instanceof NoSuchKey || error instanceof NotFound) return undefined;
    throw error;
  }
}

export async function readBillFile(key: string): Promise<Uint8Array> {
  const object = await s3Client().send(new GetObjectCommand({ Bucket: config.uploadsBucket, Key: key }));
  return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
}

export async function storeBillFile(key: string, bytes: Uint8Array, type: BillMediaType): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({ Bucket: config.uploadsBucket, Key: key, Body: bytes, ContentType: type }),
  );
}

export async function deleteBillFile(key: string): Promise<void> {
  await s3Client().send(new DeleteObjectCommand({ Bucket: config.uploadsBucket, Key: key }));
}

/** A short-lived address the browser shows the bill from (the bucket is private). */
export function billFileUrl(key: string, fileName: string): Promise<string> {
  const safeName = fileName.replace(/[^\w .-]/g, '_');
  return getSignedUrl(
    s3Client(),
    new GetObjectCommand({
      Bucket: config.uploadsBucket,
      Key: key,
      ResponseContentDisposition: `inline; filename="${safeName}"`,
    }),
    { expiresIn: VIEW_SECONDS },
  );
}
