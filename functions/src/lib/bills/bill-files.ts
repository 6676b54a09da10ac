import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { BILL_EXTENSIONS, billFileProblem, type BillMediaType } from '@app/shared/bills/bill-files';
import type { ImageUpload } from '@app/shared/uploads';
import { config } from '#lib/config';
import { s3Client } from '#lib/s3/client';
import { presignUpload, takeUpload, type FileHead } from '#lib/s3/uploads';

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
 * A presigned POST for one bill of the declared type and size, taken in to its key in the company's
 * folder once its bytes are checked (takeBillUpload). The declared type is only the browser's word.
 */
export function presignBillUpload(
  companyId: string,
  billId: string,
  file: { type: BillMediaType; size: number },
): Promise<ImageUpload> {
  const key = billFileKey(companyId, billId, file.type);
  return presignUpload(key, { contentType: file.type, size: file.size, seconds: UPLOAD_SECONDS });
}

/**
 * Takes an uploaded bill in if its bytes are a PDF or image up to 10 MB (anything else is removed):
 * its head, `{ problem }`, or undefined when nothing was uploaded.
 */
export const takeBillUpload = (key: string): Promise<FileHead | { problem: string } | undefined> =>
  takeUpload(key, HEAD_BYTES, (head) => billFileProblem(head.bytes, head.size));

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
