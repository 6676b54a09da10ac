import { createHash } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SESMessage } from 'aws-lambda';
import PostalMime, { type Address, type Attachment } from 'postal-mime';
import { BILL_MAX_BYTES, detectBillType, type BillMediaType } from '@app/shared/bills/bill-files';
import { getCompany, type CompanyRecord } from '#lib/db/companies';
import { documentClient, tableName } from '#lib/db/client';
import { notificationItem } from '#lib/db/notifications';
import { logger } from '#lib/logger';
import { billFileKey, storeBillFile } from './bill-files';
import { getBillRecord, newBillId, type BillRecord } from './bill-store';
import { keepBill } from './keep-bill';
import { HELD_BILLS_PER_DAY, MAX_BILLS_PER_MAIL, MAX_COMPANIES_PER_MAIL, takeHeldPlace } from './mail-caps';
import { claimMailedFile, mailIdentity, releaseMailedFile } from './mail-duplicates';
import { HOLD_REASONS, scanHold, type HoldReason } from './mail-holds';
import { authorOf, dkimPassDomains, senderVerified } from './mail-sender';
import { companyOfInbox, inboxOfAddress, isAllowedSender } from './mail-settings';

/** Inline images smaller than this are a signature's logo, not a photographed bill. */
const MIN_INLINE_IMAGE_BYTES = 30 * 1024;

/**
 * The companies a mail was delivered to: the envelope's recipients that SES's rule matched
 * (receipt.recipients), never the To, Cc or Received headers, which the sender writes. Only the
 * first MAX_COMPANIES_PER_MAIL bill addresses count; an address no company has (a regenerated
 * one, a guess) is ignored.
 */
async function companiesAddressed(recipients: readonly string[], messageId: string): Promise<string[]> {
  const inboxes = [...new Set(recipients.flatMap((address) => inboxOfAddress(address) ?? []))];
  if (inboxes.length > MAX_COMPANIES_PER_MAIL) {
    logger.warn('mail to too many bill addresses: the first ones only', { messageId, addresses: inboxes.length });
  }
  const companies = await Promise.all(
    inboxes.slice(0, MAX_COMPANIES_PER_MAIL).map(async (inbox) => {
      const company = await companyOfInbox(inbox);
      if (!company) logger.info('mail to a bill address no company has, ignored', { messageId, inbox });
      return company;
    }),
  );
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

interface Delivery {
  messageId: string;
  /** What names its bills (mail-duplicates.ts): the same mail delivered again names the same. */
  identity: string;
  receivedAt: Date;
  sender: string;
  subject: string | null;
  files: BillFile[];
}

/**
 * One received mail, as SES hands it over: its raw MIME (kept by the rule's S3 action) and its
 * receipt notification. Every PDF or image attached becomes a bill of each company it was
 * delivered to; it is read at once only when SES's scans passed, SES verified the sender
 * (mail-sender.ts) and the sender is the owner or an allowed sender. Otherwise it is held with the
 * reason, and the owner gets a notice in the bell. Everything else in the mail is ignored, and a
 * mail SES found a virus in is dropped whole. A mail handled twice, delivered twice, or whose
 * file came from the same sender within the day keeps its bills once (mail-duplicates.ts).
 */
export async function receiveBillMail(raw: Uint8Array, { mail, receipt }: SESMessage): Promise<BillRecord[]> {
  const email = await PostalMime.parse(raw);
  const sender = mailboxOf(email.from);
  const { messageId } = mail;
  const scanned = scanHold(receipt);
  if (scanned === 'drop') {
    logger.warn('mail with a virus dropped', { messageId, sender });
    return [];
  }
  const verified = senderVerified({
    author: authorOf(email),
    envelopeFrom: mail.source,
    verdicts: receipt,
    dkimDomains: dkimPassDomains(email.headers),
  });
  // Whoever the mail claims to be from, a failed check holds it for every company.
  const mailHold = scanned ?? (verified ? undefined : HOLD_REASONS.unverified(sender));
  const files = billFilesOf(email.attachments);
  if (files.length === 0) {
    logger.info('mail without bills', { messageId, sender });
    return [];
  }
  if (files.length > MAX_BILLS_PER_MAIL) logger.warn('mail with too many bills: the first ones only', { messageId });
  const delivery: Delivery = {
    messageId,
    identity: mailIdentity(email.messageId, messageId, sender),
    receivedAt: new Date(receipt.timestamp || mail.timestamp || Date.now()),
    sender,
    subject: email.subject?.slice(0, 300) ?? null,
    files: files.slice(0, MAX_BILLS_PER_MAIL),
  };
  const kept: BillRecord[] = [];
  for (const companyId of await companiesAddressed(receipt.recipients, messageId)) {
    const company = await getCompany(companyId);
    if (!company || company.is_deleted) continue;
    const hold = mailHold ?? ((await isAllowedSender(companyId, sender)) ? undefined : HOLD_REASONS.notAllowed(sender));
    kept.push(...(await keepMailedBills(company, delivery, hold)));
  }
  return kept;
}

/** The mail's bills for one company: read at once, or held (within the day's held places). */
async function keepMailedBills(company: CompanyRecord, delivery: Delivery, hold: HoldReason | undefined) {
  const { company_id: companyId } = company;
  const kept: BillRecord[] = [];
  for (const [index, file] of delivery.files.entries()) {
    const tail = createHash('sha256').update(`${delivery.identity}\n${companyId}\n${index}`).digest('hex');
    const billId = newBillId(delivery.receivedAt, tail.slice(0, 13));
    // A mail handled or delivered again keeps what it kept, and takes no place twice.
    if (await getBillRecord(companyId, billId)) continue;
    if (!(await claimMailedFile(companyId, delivery.sender, file.bytes, billId, delivery.receivedAt))) {
      logger.info('mailed file already kept from this sender today', { messageId: delivery.messageId, companyId });
      continue;
    }
    if (hold) {
      const place = await takeHeldPlace(companyId, delivery.receivedAt);
      if (place !== 'kept') {
        logger.warn('held mailed bill not kept: the day is full', { messageId: delivery.messageId, companyId });
        await releaseMailedFile(companyId, delivery.sender, file.bytes, billId);
        if (place === 'full') await noticeDayFull(company.user_id);
        break;
      }
    }
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
          sender: delivery.sender || null,
          subject: delivery.subject,
          user_id: company.user_id,
          status: hold ? 'held' : 'queued',
          failure: hold?.failure ?? null,
        }),
      );
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      logger.info('mailed bill already kept', { messageId: delivery.messageId, billId });
    }
  }
  const held = kept.filter((bill) => bill.status === 'held').length;
  if (hold && held > 0) await noticeHeld(company.user_id, delivery.sender, hold, held);
  return kept;
}

const notify = (userId: string, notice: { title: string; description: string }) =>
  documentClient().send(
    new PutCommand({ TableName: tableName(), Item: notificationItem(userId, { ...notice, type: 'warning' }) }),
  );

const noticeHeld = (ownerId: string, sender: string, hold: HoldReason, count: number) =>
  notify(ownerId, {
    title: count === 1 ? 'Bill held for review' : `${count} bills held for review`,
    description: `Mail from ${sender || 'an unknown sender'} ${hold.notice}; open Bills to read or discard it.`,
  });

const noticeDayFull = (ownerId: string) =>
  notify(ownerId, {
    title: 'Mailed bills not kept',
    description: `${HELD_BILLS_PER_DAY} mailed bills were held for review today, the most a day keeps; more held mail is not kept until tomorrow. Add your suppliers to the allowed senders so their bills are read.`,
  });
