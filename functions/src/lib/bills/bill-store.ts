import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { BillDraft } from '@app/shared/bills/bill-draft';
import type { BillMediaType } from '@app/shared/bills/bill-files';
import { BILL_MESSAGES, type BillStatus, type BILL_SOURCES } from '@app/shared/bills/bill-record';
import { ConflictError } from '#lib/errors';
import { documentClient, tableName } from '#lib/db/client';
import { asRecord } from '#lib/db/items';
import { queryPages, sortKeyPrefix } from '#lib/db/query-all';
import { NEW_ITEM, setVersionedFields, transact, type Step } from '#lib/db/transact';

/**
 * A bill as stored (`pk COMPANY#<company>`, `sk BILL#<id>`). Ids begin with the time they were
 * made, so a Query of the company's BILL# items newest first is the Bills page's order. Every
 * change checks the version it read (a reader and a click racing on one bill: one wins, the other
 * gets 409).
 */
export interface BillRecord {
  bill_id: string;
  company_id: string;
  status: BillStatus;
  source: (typeof BILL_SOURCES)[number];
  /** '' for a bill drafted from GSTR-2B (issue 33), which has no file. */
  file_key: string;
  file_name: string;
  media_type: BillMediaType | null;
  size: number;
  sender: string | null;
  subject: string | null;
  failure: string | null;
  read_by: 'textract' | 'pdf-text' | 'ocr' | null;
  /** The Textract job reading a multi-page PDF (AWS only), until its result is in. */
  textract_job_id: string | null;
  /** The pages its latest reading counted against the owner's allowance (issue 31); null before one. */
  pages: number | null;
  /** How many readings have started (issue 31: at most BILL_READINGS_CAP). */
  readings: number;
  draft: BillDraft | null;
  /** What does not add up on the draft (draftProblems), kept with it when it is read. */
  problems: string[];
  voucher_id: string | null;
  voucher_number: string | null;
  /** Who kept the bill: the uploader, or for mail the company's owner (told when it is ready). */
  user_id: string;
  version: number;
  created_at: string;
  updated_at: string;
}

export const billKey = (companyId: string, billId: string) => ({ pk: `COMPANY#${companyId}`, sk: `BILL#${billId}` });

/**
 * A new bill's id: its time (sortable) and a tail, random unless given (a mail's attachments take
 * theirs from the mail, so a mail delivered twice keeps each bill once).
 */
export function newBillId(now = new Date(), tail = randomUUID().slice(0, 13)): string {
  return `${now.toISOString().replace(/\D/g, '').slice(0, 17)}-${tail}`;
}

export type NewBill = Pick<
  BillRecord,
  | 'bill_id'
  | 'company_id'
  | 'source'
  | 'file_key'
  | 'file_name'
  | 'media_type'
  | 'size'
  | 'sender'
  | 'subject'
  | 'user_id'
> & { status: 'queued' | 'held'; failure?: string | null };

/** A bill drafted from a GSTR-2B row (issue 33): no file, ready for review at once. */
export type DraftedBill = Omit<NewBill, 'status'> & { status: 'ready'; draft: BillDraft; problems: string[] };

export async function createBillRecord(bill: NewBill | DraftedBill): Promise<BillRecord> {
  const now = new Date().toISOString();
  const record: BillRecord = {
    failure: null,
    draft: null,
    problems: [],
    ...bill,
    read_by: null,
    textract_job_id: null,
    pages: null,
    readings: 0,
    voucher_id: null,
    voucher_number: null,
    version: 1,
    created_at: now,
    updated_at: now,
  };
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...billKey(bill.company_id, bill.bill_id), entity: 'bill', ...record },
      ConditionExpression: NEW_ITEM,
    }),
  );
  return record;
}

export async function getBillRecord(companyId: string, billId: string): Promise<BillRecord | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: billKey(companyId, billId), ConsistentRead: true }),
  );
  return asRecord(Item) as unknown as BillRecord | undefined;
}

/** The newest bills of the company first (optionally of one state), at most `limit`. */
export async function listBillRecords(companyId: string, limit: number, status?: BillStatus): Promise<BillRecord[]> {
  const bills: BillRecord[] = [];
  const pages = queryPages({
    ...sortKeyPrefix(`COMPANY#${companyId}`, 'BILL#'),
    ScanIndexForward: false,
    Limit: limit,
  });
  for await (const { items } of pages) {
    bills.push(
      ...items
        .map((item) => asRecord(item) as unknown as BillRecord)
        .filter((bill) => !status || bill.status === status),
    );
    // Without a state to filter by, the first page is the answer.
    if (bills.length >= limit || !status) break;
  }
  return bills.slice(0, limit);
}

const changedMeanwhile = () => new ConflictError('This bill was changed meanwhile. Reload and try again.');

/**
 * Sets fields of a bill that is still at the version it was read at (409 otherwise), with `also`'s
 * writes in the same transaction; returns the bill as it is now.
 */
export async function changeBill(
  bill: BillRecord,
  fields: Partial<Omit<BillRecord, 'bill_id' | 'company_id' | 'version' | 'created_at'>>,
  also: Step[] = [],
): Promise<BillRecord> {
  const changed = { ...fields, updated_at: new Date().toISOString() };
  await transact([
    setVersionedFields(billKey(bill.company_id, bill.bill_id), changed, bill.version, changedMeanwhile),
    ...also,
  ]);
  return { ...bill, ...changed, version: bill.version + 1 };
}

/** Removes a bill that is still as read (and not posted: a posted bill is the purchase's source). */
export async function deleteBillRecord(bill: BillRecord): Promise<void> {
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: billKey(bill.company_id, bill.bill_id),
        ConditionExpression: 'version = :read AND #status <> :posted',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':read': bill.version, ':posted': 'posted' },
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException')
      throw new ConflictError(BILL_MESSAGES.postedDiscard);
    throw error;
  }
}
