import { inject } from 'vitest';
import type { BillMailSettings } from '@app/shared/bills/bill-record';
import type { Notification } from '@app/shared/notifications';
import { receiveMail, type IncomingMail } from '../../infra/local/ses-local';
import { BILLS } from './bills';
import { api, dataOf, PNG_BYTES } from './fixtures';
import type { TestUser } from './users';

export interface MailPart {
  type: string;
  name: string;
  bytes: Buffer;
  disposition: 'attachment' | 'inline';
}

/** A multipart mail as a mail client sends it: a text body and base64 parts. */
export function rawMail(from: string, to: string, subject: string, parts: MailPart[], headers: string[] = []): Buffer {
  const boundary = 'hisaab-boundary-42';
  const lines = [
    ...headers,
    `From: ${from}`,
    `To: ${to}`,
    `Subject: ${subject}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Please find the bills attached.',
    ...parts.flatMap((part) => [
      `--${boundary}`,
      `Content-Type: ${part.type}; name="${part.name}"`,
      `Content-Disposition: ${part.disposition}; filename="${part.name}"`,
      'Content-Transfer-Encoding: base64',
      ...(part.disposition === 'inline' ? ['Content-ID: <logo@verma>'] : []),
      '',
      ...(part.bytes.toString('base64').match(/.{1,76}/g) ?? []),
    ]),
    `--${boundary}--`,
    '',
  ];
  return Buffer.from(lines.join('\r\n'));
}

export const pdfPart = (name: string, bytes: Buffer): MailPart => ({
  type: 'application/pdf',
  name,
  bytes,
  disposition: 'attachment',
});

/**
 * The same document with its own tag after its end (a PDF comment, bytes past a PNG's IEND): other
 * bytes, read the same. Mail keeps the same file from the same sender once a day (issue 34), so
 * mails that are meant to be different bills carry different copies.
 */
export const taggedCopy = (bytes: Buffer, tag: string) => Buffer.concat([bytes, Buffer.from(`\n%${tag}\n`)]);

/** `count` tiny PNG attachments named <prefix>-1.png, <prefix>-2.png, ..., each its own bytes. */
export const pngParts = (count: number, prefix: string): MailPart[] =>
  Array.from({ length: count }, (_, i) => ({
    type: 'image/png',
    name: `${prefix}-${i + 1}.png`,
    bytes: taggedCopy(PNG_BYTES, `${prefix}-${i + 1}`),
    disposition: 'attachment',
  }));

/** Delivers a mail as SES does (local SES), and waits for the mail receiver to finish with it. */
export const deliver = (mail: IncomingMail) => receiveMail(inject('stack'), mail, { wait: true });

/** A sender on nobody's allowed list. */
export const STRANGER = 'billing@stranger.example.in';

/** The company's bill address (made on first ask, as the Bills page does). */
export const billAddressOf = async (user: TestUser, companyId: string) =>
  dataOf<BillMailSettings>(await api.get(`${BILLS}/mail/settings?company_id=${companyId}`, user.idToken))
    .inbound_address;

/** The user's bell, newest first. */
export const bellOf = async (user: TestUser) =>
  dataOf<{ docs: Notification[] }>(await api.get('/api/v1/user/notifications', user.idToken)).docs;
