import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { BILL_EXTENSIONS, type BillMediaType } from '@app/shared/bills/bill-files';
import { config } from '#lib/config';
import { s3Client } from '#lib/s3/client';
import { BILLS_PREFIX } from '#lib/s3/prefixes';

/**
 * Bills' files live in the uploads bucket under bills/<company>/, the company's own folder, so a
 * key names its company and a route checks that before touching a file.
 */
export const billFolder = (companyId: string) => `${BILLS_PREFIX}${companyId}/`;

export const billFileKey = (companyId: string, billId: string, type: BillMediaType) =>
  `${billFolder(companyId)}${billId}.${BILL_EXTENSIONS[type]}`;

const BILL_KEY = /^bills\/([\w-]+)\/([\w-]+)\.(pdf|png|jpg|webp)$/;

/** The company and bill a bill's key names, or undefined for any other key. */
export function billOfKey(key: string): { companyId: string; billId: string } | undefined {
  const [, companyId, billId] = BILL_KEY.exec(key) ?? [];
  return companyId && billId ? { companyId, billId } : undefined;
}

const VIEW_SECONDS = 3600;

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
