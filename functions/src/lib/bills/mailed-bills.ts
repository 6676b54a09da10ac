import { createHash } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import PostalMime, { type Address, type Attachment, type Email } from 'postal-mime';
import { BILL_MAX_BYTES, detectBillType, type BillMediaType } from '@app/shared/bills/bill-files';
import { getCompany } from '#lib/db/companies';
import { documentClient, tableName } from '#lib/db/client';
import { notificationItem } from '#lib/db/notifications';
import { logger } from '#lib/logger';
import { billFileKey, storeBillFile } from './bill-files';
import { newBillId, type BillRecord } from './bill-store';
import { keepBill } from './keep-bill';
import { companyOfInbox, inboxOfAddress, isAllowedSender } from './mail-settings';

/** Inline images smaller than this are a signature's logo, not a photographed bill. */
const MIN_INLINE_IMAGE_BYTES = 30 * 1024;
/** A mail with more bills than this is cut there; nobody sends 50 bills in one mail by hand. */
const MAX_BILLS_PER_MAIL = 50;

export const SPAM_MESSAGE = 'Held: the mail was marked as spam. Read it if you trust it.';

export const heldMessage = (sender: string) =>
  `Held: ${sender || 'an unknown sender'} is not on this company's allowed senders. Read it if you trust it.`;

const addressesOf = (addresses: readonly Address[] | undefined): string[] =>
  (addresses ?? []).flatMap((address) => (address.group ? address.group.map((one) => one.address) : [address.address]));

/** 'Received: from ... by inbound-smtp... for <bills+x@domain>; date': the envelope recipient. */
const RECEIVED_FOR = /\bfor\s+<?([^\s<>;]+@[^\s<>;]+)>?/i;

/**
 * The mail's recipients that may be a bill address: the envelope's, as the receiving servers
 * recorded it (Received '... for <address>', Delivered-To, X-Original-To; `npm run mail-bill` sets
 * X-Original-To), which is all a forwarded or Bcc'd mail has, then To and Cc.
 */
function recipientsOf(email: Email): string[] {
  const envelope = email.headers.flatMap((header) => {
    if (header.key === 'delivered-to' || header.key === 'x-original-to') return [header.value];
    if (header.key === 'received') return RECEIVED_FOR.exec(header.value)?.slice(1, 2) ?? [];
    return [];
  });
  return [...envelope, ...addressesOf(email.to), ...addressesOf(email.cc)];
}

/** SES's verdicts on the mail (X-SES-Spam-Verdict, X-SES-Virus-Verdict): FAIL means it failed. */
const failedVerdict = (email: Email, header: string) =>
  email.headers.some((one) => one.key === header && one.value.trim().toUpperCase() === 'FAIL');

/** The companies the mail was sent to (a mail to two companies' addresses is a bill for each). */
async function companiesAddressed(email: Email): Promise<string[]> {
  const inboxes = new Set(recipientsOf(email).flatMap((address) => inboxOfAddress(address) ?? []));
  const companies = await Promise.all([...inboxes].map(companyOfInbox));
  return [...new Set(companies.flatMap((company) => company ?? []))];
}

interface BillFile {
  name: string;
  type: BillMediaType;
  bytes: Uint8Array;
}

/** The attachments that are bills: PDFs and images up to 10 MB by their bytes, not signature logos. */
export function billFilesOf(attachments: readonly Attachment[]): BillFile[] {
  return attachments.flatMap((attachment, index) => {
    const content = attachment.content;
    const bytes =
      typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content as ArrayBuffer);
    const type = detectBillType(bytes);
    if (!type || bytes.length === 0 || bytes.length > BILL_MAX_BYTES) return [];
    const inlineImage = attachment.disposition === 'inline' && type !== 'application/pdf';
    if (inlineImage && bytes.length < MIN_INLINE_IMAGE_BYTES) return [];
    return [
      { name: attachment.filename?.trim() ? attachment.filename.trim() : `attachment-${index + 1}`, type, bytes },
    ];
  });
}

const mailboxOf = (address: Address | undefined) => (address && !address.group ? address.address.toLowerCase() : '');

/**
 * One received mail (raw MIME, as SES keeps it): every PDF or image attached becomes a bill of each
 * company it was addressed to, read at once when the sender is the owner or allowed, held
 * otherwise or when SES marked it as spam (with a notice in the owner's bell). Everything else in
 * the mail is ignored, and a mail SES found a virus in is dropped whole. `mailId`
 * names the mail (its object key), so a mail handled twice keeps its bills once.
 */
export async function receiveBillMail(raw: Uint8Array, mailId: string, receivedAt: Date): Promise<BillRecord[]> {
  const email = await PostalMime.parse(raw);
  const sender = mailboxOf(email.from);
  if (failedVerdict(email, 'x-ses-virus-verdict')) {
    logger.warn('mail with a virus dropped', { mailId, sender });
    return [];
  }
  // Spam is kept for a person to look at, never read on its own, whoever it claims to be from.
  const spam = failedVerdict(email, 'x-ses-spam-verdict');
  const files = billFilesOf(email.attachments).slice(0, MAX_BILLS_PER_MAIL);
  const kept: BillRecord[] = [];
  for (const companyId of await companiesAddressed(email)) {
    const company = await getCompany(companyId);
    if (!company || company.is_deleted) continue;
    const allowed = !spam && sender !== '' && (await isAllowedSender(companyId, sender));
    for (const [index, file] of files.entries()) {
      const tail = createHash('sha256').update(`${mailId}\n${companyId}\n${index}`).digest('hex').slice(0, 13);
      const billId = newBillId(receivedAt, tail);
      const key = billFileKey(companyId, billId, file.type);
      await storeBillFile(key, file.bytes, file.type);
      try {
        kept.push(
          await keepBill({
            bill_id: billId,
            company_id: companyId,
            source: 'email',
            file_key: key,
            file_name: file.name,
            media_type: file.type,
            size: file.bytes.length,
            sender: sender || null,
            subject: email.subject?.slice(0, 300) ?? null,
            user_id: company.user_id,
            status: allowed ? 'queued' : 'held',
            failure: allowed ? null : spam ? SPAM_MESSAGE : heldMessage(sender),
          }),
        );
      } catch (error) {
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
        logger.info('mailed bill already kept', { mailId, billId });
      }
    }
    const held = kept.filter((bill) => bill.company_id === companyId && bill.status === 'held');
    if (held.length > 0) await noticeHeld(company.user_id, sender, held.length);
  }
  if (files.length === 0) logger.info('mail without bills', { mailId, sender });
  return kept;
}

async function noticeHeld(ownerId: string, sender: string, count: number) {
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: notificationItem(ownerId, {
        title: count === 1 ? 'Bill held for review' : `${count} bills held for review`,
        description: `Mail from ${sender || 'an unknown sender'} is not from an allowed sender; open Bills to read or discard it.`,
        type: 'warning',
      }),
    }),
  );
}
