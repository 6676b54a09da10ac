import { randomBytes } from 'node:crypto';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { SESEvent, SESReceiptStatus } from 'aws-lambda';
import PostalMime from 'postal-mime';
import { inboundMailKey, type mailReceivers } from '@app/functions/event-handlers';
import type { StackInfo } from './stack-info';

type Status = SESReceiptStatus['status'];

/** SES's verdicts on a mail: its SPF, DKIM and DMARC checks and its spam and virus scans. */
export interface Verdicts {
  spf: Status;
  dkim: Status;
  dmarc: Status;
  spam: Status;
  virus: Status;
}

export const VERDICT_NAMES = ['spf', 'dkim', 'dmarc', 'spam', 'virus'] as const satisfies (keyof Verdicts)[];
export const STATUSES = ['PASS', 'FAIL', 'GRAY', 'PROCESSING_FAILED', 'DISABLED'] as const satisfies Status[];

export interface IncomingMail {
  /** The message as the sender's server sent it (RFC 5322). */
  raw: Uint8Array;
  /** The envelope's recipients (RCPT TO): the addresses SES's receipt rule matched. */
  recipients: string[];
  /** The envelope's sender (MAIL FROM), which SPF checks; the From address unless given. */
  mailFrom?: string;
  /** The domain of the DKIM signature SES checked; the From address's domain unless given. */
  dkimDomain?: string;
  /** Each verdict PASS unless given. */
  verdicts?: Partial<Verdicts>;
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** An id like SES's (40 lower-case letters and digits). */
const messageIdLike = () => [...randomBytes(40)].map((byte) => ALPHANUMERIC[byte % 36]).join('');

/** The one function SES's rule invokes (event-handlers.ts). */
const MAIL_RECEIVER: keyof typeof mailReceivers = 'ReceiveBillMail';

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

interface Envelope {
  from: string;
  mailFrom: string;
  dkimDomain: string;
  recipients: string[];
  verdicts: Verdicts;
}

/**
 * What SES prepends to a mail it receives: the trace line, its scans, and its own
 * Authentication-Results (the one the receiver trusts, being on top).
 */
function sesHeaders({ from, mailFrom, dkimDomain, recipients, verdicts }: Envelope) {
  const result = (status: Status) => status.toLowerCase().replace('processing_failed', 'temperror');
  return [
    `Return-Path: <${mailFrom}>`,
    `Received: from mail.${domainOf(mailFrom) || 'unknown'} by inbound-smtp.local.amazonaws.com with SMTP for ${recipients[0] ?? ''}; ${new Date().toUTCString()}`,
    `X-SES-Spam-Verdict: ${verdicts.spam}`,
    `X-SES-Virus-Verdict: ${verdicts.virus}`,
    'Authentication-Results: amazonses.com;',
    ` spf=${result(verdicts.spf)} envelope-from=${mailFrom};`,
    ` dkim=${result(verdicts.dkim)} header.i=@${dkimDomain};`,
    ` dmarc=${result(verdicts.dmarc)} header.from=${domainOf(from)};`,
  ].join('\r\n');
}

/** A mail as SES has it once received: its id, the bytes it keeps, and the receipt notification. */
export interface ReceivedMail {
  messageId: string;
  /** The raw mail with SES's headers on top, as the S3 action keeps it. */
  stored: Buffer;
  event: SESEvent;
}

/** What SES makes of an incoming mail: its id, its headers on top, and its receipt notification. */
export async function sesReceipt(incoming: IncomingMail): Promise<ReceivedMail> {
  const parsed = await PostalMime.parse(incoming.raw);
  const from = parsed.from?.address ?? '';
  const mail: Envelope = {
    from,
    mailFrom: incoming.mailFrom ?? from,
    dkimDomain: incoming.dkimDomain ?? domainOf(from),
    recipients: incoming.recipients,
    verdicts: { spf: 'PASS', dkim: 'PASS', dmarc: 'PASS', spam: 'PASS', virus: 'PASS', ...incoming.verdicts },
  };
  const messageId = messageIdLike();
  const now = new Date().toISOString();
  const status = (verdict: keyof Verdicts) => ({ status: mail.verdicts[verdict] });
  const event: SESEvent = {
    Records: [
      {
        eventSource: 'aws:ses',
        eventVersion: '1.0',
        ses: {
          mail: {
            timestamp: now,
            source: mail.mailFrom,
            messageId,
            // As SES fills it: the To and Cc headers' addresses, which the receiver must not trust.
            destination: [...(parsed.to ?? []), ...(parsed.cc ?? [])].flatMap((to) =>
              to.group ? to.group.map((one) => one.address) : [to.address],
            ),
            headersTruncated: false,
            headers: [],
            commonHeaders: { returnPath: mail.mailFrom, from: [from], date: parsed.date ?? now, messageId },
          },
          receipt: {
            timestamp: now,
            processingTimeMillis: 1,
            recipients: mail.recipients,
            spfVerdict: status('spf'),
            dkimVerdict: status('dkim'),
            dmarcVerdict: status('dmarc'),
            spamVerdict: status('spam'),
            virusVerdict: status('virus'),
            action: {
              type: 'Lambda',
              functionArn: `arn:aws:lambda:local:000000000000:function:${MAIL_RECEIVER}`,
              invocationType: 'Event',
            },
          },
        },
      },
    ],
  };
  return { messageId, stored: Buffer.concat([Buffer.from(`${sesHeaders(mail)}\r\n`), incoming.raw]), event };
}

/** The receipt rule's S3 action: the raw mail under mail/<messageId> in the inbound bucket. */
export async function keepInInboundBucket(stack: Pick<StackInfo, 's3'>, { messageId, stored }: ReceivedMail) {
  const s3 = new S3Client({
    region: 'local',
    endpoint: stack.s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  try {
    await s3.send(
      new PutObjectCommand({
        Bucket: stack.s3.buckets.inboundMail,
        Key: inboundMailKey(messageId),
        Body: stored,
        ContentType: 'message/rfc822',
      }),
    );
  } finally {
    s3.destroy();
  }
}

/**
 * SES's receiving on this machine, for `npm run mail-bill`, the tests and the browser tests: what
 * the receipt rule of infra/lib/inbound-mail.ts does in AWS. It keeps the mail, with SES's headers
 * on top, under mail/<messageId> in the inbound bucket (the S3 action), then invokes the mail
 * receiver with SES's receipt notification through the local Lambda endpoint, asynchronously as
 * SES does (the Lambda action). Offline there is no DNS to check SPF, DKIM or DMARC against, so
 * the verdicts are what the caller says, PASS unless told otherwise. `wait: true` invokes
 * synchronously instead, so a test sees the outcome at once, and fails with the handler's error.
 */
export async function receiveMail(
  stack: Pick<StackInfo, 's3' | 'lambdaEndpoint'>,
  incoming: IncomingMail,
  { wait = false } = {},
): Promise<ReceivedMail> {
  const received = await sesReceipt(incoming);
  await keepInInboundBucket(stack, received);
  await invokeMailReceiver(stack.lambdaEndpoint, received.event, { wait });
  return received;
}

/** The receipt rule's Lambda action (InvocationType Event), or a synchronous call with `wait`. */
export async function invokeMailReceiver(endpoint: string, event: SESEvent, { wait = false } = {}) {
  const lambda = new LambdaClient({
    region: 'local',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const answer = await lambda.send(
      new InvokeCommand({
        FunctionName: MAIL_RECEIVER,
        InvocationType: wait ? 'RequestResponse' : 'Event',
        Payload: new TextEncoder().encode(JSON.stringify(event)),
      }),
    );
    if (answer.FunctionError) {
      const { errorMessage } = JSON.parse(new TextDecoder().decode(answer.Payload)) as { errorMessage?: string };
      throw new Error(`The mail receiver failed: ${errorMessage ?? answer.FunctionError}`);
    }
  } finally {
    lambda.destroy();
  }
}
