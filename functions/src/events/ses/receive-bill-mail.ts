import { GetObjectCommand } from '@aws-sdk/client-s3';
import type { SESEvent, SESMessage } from 'aws-lambda';
import { inboundMailKey } from '../../event-handlers';
import { config } from '#lib/config';
import { receiveBillMail } from '#lib/bills/mailed-bills';
import { logger } from '#lib/logger';
import { s3Client } from '#lib/s3/client';

/** SES's message ids are letters and digits; anything else never came from SES. */
const SES_MESSAGE_ID = /^[a-z0-9]{16,64}$/i;

/** A receipt notification as SES sends it: an event from elsewhere may lack its parts, whatever the type says. */
const isReceiptNotification = (ses: Partial<SESMessage> | undefined): ses is SESMessage =>
  typeof ses?.mail?.messageId === 'string' &&
  SES_MESSAGE_ID.test(ses.mail.messageId) &&
  Array.isArray(ses.receipt?.recipients);

/**
 * The mail receiver (event-handlers.ts mailReceivers): SES's receipt rule kept each mail to a
 * bill address, raw, under mail/<messageId> in the inbound bucket, then hands over its receipt
 * notification (envelope recipients, verdicts); receiveBillMail takes the bills out. A mail it
 * fails on fails the invocation, so Lambda tries it again and then keeps the event in the
 * function's on-failure queue, from which it can be run again (README, Deploying).
 */
export const handler = async (event: SESEvent): Promise<void> => {
  for (const record of (event as Partial<SESEvent>).Records ?? []) {
    const ses = (record as { ses?: Partial<SESMessage> }).ses;
    if (!isReceiptNotification(ses)) {
      logger.error('mail event that is not an SES receipt notification, ignored', { record });
      continue;
    }
    const { messageId } = ses.mail;
    const object = await s3Client().send(
      new GetObjectCommand({ Bucket: config.inboundMailBucket, Key: inboundMailKey(messageId) }),
    );
    const raw = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
    const bills = await receiveBillMail(raw, ses);
    logger.info('bill mail received', { messageId, bills: bills.length });
  }
};
