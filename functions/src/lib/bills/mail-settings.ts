import { randomBytes } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BillMailSettings } from '@app/shared/bills/bill-record';
import { config } from '#lib/config';
import { documentClient, tableName } from '#lib/db/client';
import { getCompany } from '#lib/db/companies';
import { getUser } from '#lib/db/users';
import { CHANGED_MEANWHILE, ConflictError } from '#lib/errors';
import { NEW_ITEM, put, remove, setStep, transact } from '#lib/db/transact';

/**
 * A company's inbound bill mail (issue 17): its inbox id, which makes its address
 * bills+<inbox>@<inbound domain>, and the senders whose mail is read without holding. The inbox
 * item (`INBOX#<id>`) leads from an address back to its company; only the current address has one
 * (issue 31: the owner can regenerate it, and the old one then leads nowhere).
 */
interface MailSettingsRecord {
  inbox_id: string;
  allowed_senders: string[];
}

const settingsKey = (companyId: string) => ({ pk: `COMPANY#${companyId}`, sk: 'BILL_MAIL' });
const inboxKey = (inboxId: string) => ({ pk: `INBOX#${inboxId}`, sk: 'INBOX' });

/** 10 letters and digits (base32 lower case): short enough to read out, too many to guess. */
const newInboxId = () => [...randomBytes(10)].map((byte) => 'abcdefghijklmnopqrstuvwxyz234567'[byte % 32]).join('');

export const inboundAddress = (inboxId: string) => `bills+${inboxId}@${config.inboundMailDomain}`;

/** The inbox id an address to our domain names (bills+<id>@domain), or undefined. */
export function inboxOfAddress(address: string): string | undefined {
  const match = /^bills\+([a-z2-7]{10})@(.+)$/i.exec(address.trim());
  return match?.[2]?.toLowerCase() === config.inboundMailDomain.toLowerCase() ? match[1]?.toLowerCase() : undefined;
}

async function readSettings(companyId: string): Promise<MailSettingsRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: settingsKey(companyId), ConsistentRead: true }),
  );
  return Item as MailSettingsRecord | undefined;
}

/** The company's settings, made (with a new inbox) the first time anyone asks. */
async function settingsOf(companyId: string): Promise<MailSettingsRecord> {
  const existing = await readSettings(companyId);
  if (existing) return existing;
  const made: MailSettingsRecord = { inbox_id: newInboxId(), allowed_senders: [] };
  try {
    await transact([
      put({ ...settingsKey(companyId), entity: 'bill_mail', company_id: companyId, ...made }, NEW_ITEM),
      put({ ...inboxKey(made.inbox_id), entity: 'inbox', company_id: companyId }, NEW_ITEM),
    ]);
    return made;
  } catch (error) {
    // Another request made them first (or, once in a trillion, the id was taken): read theirs.
    const theirs = await readSettings(companyId);
    if (theirs) return theirs;
    throw error;
  }
}

/**
 * Gives the company a new bill address in one transaction: the settings move to the new inbox and
 * the old inbox item goes, so mail to the old address finds no company from that moment and is
 * ignored (mailed-bills.ts logs it). Two regenerations at once: one wins, the other gets 409.
 */
export async function regenerateInbox(companyId: string): Promise<BillMailSettings> {
  const { inbox_id: oldInbox } = await settingsOf(companyId);
  const inboxId = newInboxId();
  await transact([
    setStep(
      settingsKey(companyId),
      { inbox_id: inboxId },
      { expression: 'inbox_id = :old', values: { ':old': oldInbox } },
      () => new ConflictError(CHANGED_MEANWHILE),
    ),
    remove(inboxKey(oldInbox)),
    put({ ...inboxKey(inboxId), entity: 'inbox', company_id: companyId }, NEW_ITEM),
  ]);
  return billMailSettings(companyId);
}

/** The e-mail of the company's owner, whose mail is allowed once SES verified it. */
async function ownerEmail(companyId: string): Promise<string | null> {
  const company = await getCompany(companyId);
  const owner = company ? await getUser(company.user_id) : undefined;
  return owner?.email.toLowerCase() ?? null;
}

export async function billMailSettings(companyId: string): Promise<BillMailSettings> {
  const [settings, owner] = await Promise.all([settingsOf(companyId), ownerEmail(companyId)]);
  return {
    inbound_address: inboundAddress(settings.inbox_id),
    owner_email: owner,
    allowed_senders: settings.allowed_senders,
  };
}

export async function setAllowedSenders(companyId: string, senders: readonly string[]): Promise<BillMailSettings> {
  await settingsOf(companyId);
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: settingsKey(companyId),
      UpdateExpression: 'SET allowed_senders = :senders',
      ExpressionAttributeValues: { ':senders': [...new Set(senders.map((sender) => sender.toLowerCase()))] },
    }),
  );
  return billMailSettings(companyId);
}

/** The company an inbox belongs to, or undefined (no such inbox). */
export async function companyOfInbox(inboxId: string): Promise<string | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: inboxKey(inboxId) }));
  return Item ? String(Item.company_id) : undefined;
}

/** Whether verified mail from this address is read at once (the owner, or an allowed sender) or held. */
export async function isAllowedSender(companyId: string, address: string): Promise<boolean> {
  const sender = address.trim().toLowerCase();
  const settings = await billMailSettings(companyId);
  return sender === settings.owner_email || settings.allowed_senders.includes(sender);
}
