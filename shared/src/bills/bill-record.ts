import * as z from '../zod';
import { billDraftSchema } from './bill-draft';
import { BILL_MEDIA_TYPES } from './bill-files';

/**
 * A bill as the Bills page and the review page see it (issue 17).
 *
 * Its life: queued (kept, waiting for the reader) -> reading -> ready (a draft purchase to review)
 * -> posted (the user clicked Create purchase; voucher_id names it). Reading can end in failed,
 * with the reason; a failed bill can be read again. Mail from a sender the company has not allowed
 * is held: kept, not read, until the user reads it or discards it.
 */
export const BILL_STATUSES = ['queued', 'reading', 'ready', 'posted', 'failed', 'held'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** What the Bills page calls each state. */
export const BILL_STATUS_LABELS: Record<BillStatus, string> = {
  queued: 'Queued',
  reading: 'Reading',
  ready: 'Ready for review',
  posted: 'Posted',
  failed: 'Failed',
  held: 'Held',
};

/** The states a bill leaves on its own: the page keeps polling while any bill is in one. */
export const BILL_BUSY_STATUSES: readonly BillStatus[] = ['queued', 'reading'];

/** Uploaded, e-mailed, or drafted from a row of GSTR-2B the books lack (issue 33: no file). */
export const BILL_SOURCES = ['upload', 'email', 'gstr2b'] as const;

/** Who read the bill: Textract in AWS, or the local extractor's text-PDF or OCR path. */
export const BILL_READERS = ['textract', 'pdf-text', 'ocr'] as const;

/** An existing record the draft's supplier or a line was matched to. */
export const billMatchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  by: z.enum(['gstin', 'name', 'hsn']),
});

export const billSchema = z.object({
  _id: z.string(),
  company_id: z.string(),
  status: z.enum(BILL_STATUSES),
  source: z.enum(BILL_SOURCES),
  file_name: z.string(),
  /** Null for a bill drafted from GSTR-2B, which has no file. */
  media_type: z.nullable(z.enum(BILL_MEDIA_TYPES)),
  size: z.int(),
  /** The sender's address for e-mailed bills, and the mail's subject. */
  sender: z.nullable(z.string()),
  subject: z.nullable(z.string()),
  /** Why reading failed, or why the bill is held. */
  failure: z.nullable(z.string()),
  read_by: z.nullable(z.enum(BILL_READERS)),
  draft: z.nullable(billDraftSchema),
  /** What does not add up on the draft (draftProblems), in words. */
  problems: z.array(z.string()),
  /** The draft's supplier matched to a creditor (by GSTIN, then name), or null: propose a new one. */
  supplier_match: z.nullable(billMatchSchema),
  /** Per draft line, the product it matched (by HSN and name, or name), or null: propose a new one. */
  line_matches: z.array(z.nullable(billMatchSchema)),
  voucher_id: z.nullable(z.string()),
  voucher_number: z.nullable(z.string()),
  /** The pages its latest reading counted against the plan's allowance (issue 31); null before one. */
  pages: z.nullable(z.int()),
  /** Readings started so far; a bill is read at most BILL_READINGS_CAP times (bill-reading.ts). */
  readings: z.int(),
  /** A short-lived address of the file itself (single bill only; null in lists). */
  file_url: z.nullable(z.string()),
  version: z.int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

export type Bill = z.infer<typeof billSchema>;
export type BillMatch = z.infer<typeof billMatchSchema>;

export const MAX_ALLOWED_SENDERS = 50;

/** The company's inbound mail: its address, and whose mail is read without holding. */
export const billMailSettingsSchema = z.object({
  inbound_address: z.string(),
  /** The owner's own address: always allowed. */
  owner_email: z.nullable(z.string()),
  allowed_senders: z.array(z.string()),
});

export type BillMailSettings = z.infer<typeof billMailSettingsSchema>;

export const BILL_MESSAGES = {
  notFound: 'Bill not found',
  posted: 'This bill is already posted',
  cannotRetry: 'Only a failed or held bill can be read again',
  reading: 'This bill is being read; wait for it to finish',
  postedDiscard: 'This bill is posted; delete its purchase instead',
  sender: 'Enter a valid e-mail address',
  tooManySenders: `At most ${MAX_ALLOWED_SENDERS} allowed senders`,
} as const;
