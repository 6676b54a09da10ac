import { PutObjectCommand } from '@aws-sdk/client-s3';
import { INBOUND_MAIL_PREFIX } from '../../event-handlers';
import { config } from '#lib/config';
import { s3Client } from '#lib/s3/client';

/**
 * Puts a raw mail into the inbound bucket as SES's receipt rule does, which starts the same handler
 * (receive-bill-mail). Only the local stack's `npm run mail-bill` and the tests deliver mail this
 * way; in AWS, SES does. Returns the mail's key.
 */
export async function deliverRawMail(raw: Uint8Array, name: string): Promise<string> {
  const key = `${INBOUND_MAIL_PREFIX}${Date.now()}-${name.replace(/[^\w.-]/g, '_')}`;
  await s3Client().send(
    new PutObjectCommand({ Bucket: config.inboundMailBucket, Key: key, Body: raw, ContentType: 'message/rfc822' }),
  );
  return key;
}
