import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { S3Event } from 'aws-lambda';
import { receiveBillMail } from '#lib/bills/mailed-bills';
import { logger } from '#lib/logger';
import { s3Client } from '#lib/s3/client';

/**
 * SES keeps each mail sent to a bill address, raw, in the inbound bucket under mail/; this takes
 * the bills out of it (receiveBillMail). The local stack runs it for every .eml put there (`npm run
 * mail-bill`).
 */
export const handler = async (event: S3Event): Promise<void> => {
  for (const record of event.Records) {
    const key = decodeURIComponent(record.s3.object.key.replace(/\+/g, ' '));
    const object = await s3Client().send(new GetObjectCommand({ Bucket: record.s3.bucket.name, Key: key }));
    const raw = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
    const bills = await receiveBillMail(raw, key, new Date(record.eventTime || Date.now()));
    logger.info('bill mail received', { key, bills: bills.length });
  }
};
