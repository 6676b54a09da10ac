import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '#lib/config';
import { logger } from '#lib/logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

let client: SESv2Client | undefined;

/**
 * Sends an e-mail through SES when a sender is configured (MAIL_FROM, set by CDK from the
 * `mailFrom` context); without one (the local stack, or AWS before SES is set up) the mail is
 * logged instead, so nothing fails for want of a mail service. Returns whether it was sent.
 */
export async function sendMail(mail: Mail): Promise<boolean> {
  const from = config.mailFrom;
  if (!from) {
    logger.info('mail not sent (no MAIL_FROM configured)', { to: mail.to, subject: mail.subject });
    return false;
  }
  client ??= new SESv2Client({ region: config.region });
  await client.send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: [mail.to] },
      ReplyToAddresses: mail.replyTo ? [mail.replyTo] : undefined,
      Content: { Simple: { Subject: { Data: mail.subject }, Body: { Text: { Data: mail.text } } } },
    }),
  );
  return true;
}
