import * as z from '../zod';
import { companyIdField } from '../catalogue/fields';
import { quarterEndCheck, returnQueryFields } from './return-query';
import { MATCH_KINDS } from './reconcile';

/** The largest GSTR-2B file taken, in characters: a month of a busy trader's bills is far less. */
export const MAX_GSTR2B_CHARS = 4_000_000;

/** The GSTR-2B JSON as uploaded, its text whole (issue 33). */
export const gstr2bUploadSchema = z.object({
  company_id: companyIdField,
  file: z
    .string()
    .check(
      z.minLength(1, 'Choose the GSTR-2B JSON file downloaded from the GST portal'),
      z.maxLength(MAX_GSTR2B_CHARS, 'This file is too large for a GSTR-2B: at most 4 MB'),
    ),
});

export const gstr2bUploadedSchema = z.object({
  /** MMYYYY. */
  period: z.string(),
  documents: z.int(),
  suppliers: z.int(),
  /** Bills of entry of goods imported (4(A)(1)'s IGST). */
  bills_of_entry: z.int(),
});

const documentSchema = z.object({
  id: z.string(),
  gstin: z.string(),
  supplier: z.string(),
  kind: z.enum(['invoice', 'note']),
  number: z.string(),
  date: z.string(),
  taxable: z.number(),
  igst: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  /** The user's note when they marked it pending (waiting for the supplier, a question asked). */
  note: z.nullable(z.string()),
});

/**
 * A month's reconciliation: the 2B kept for it (none uploaded yet: null), each pair found with its
 * rule and reason, and what is missing on either side; rupees.
 */
export const reconciliationSchema = z.object({
  period: z.string(),
  uploaded_at: z.nullable(z.string()),
  pairs: z.array(
    z.object({ kind: z.enum(MATCH_KINDS), reason: z.string(), two_b: documentSchema, books: documentSchema }),
  ),
  missing_in_books: z.array(documentSchema),
  missing_in_2b: z.array(documentSchema),
});
export type ReconciliationDoc = z.infer<typeof reconciliationSchema>;

/** What the user may decide about a month's reconciliation (issue 33), and the messages it may get. */
export const RECONCILIATION_ACTIONS = ['accept_suggestions', 'link', 'unlink', 'pending', 'clear_pending'] as const;
export const MAX_NOTE_CHARS = 200;

export const RECONCILIATION_MESSAGES = {
  noRow: 'This bill is not in the GSTR-2B kept for the month: upload it again',
  noPurchase: "This purchase is not among the month's purchases and debit notes",
  otherSupplier: 'A bill links only to a purchase from the same supplier GSTIN',
  otherKind: 'An invoice links to a purchase, a credit note to a debit note',
  rowTaken: (number: string) => `This bill is already paired with ${number}: unlink it first`,
  purchaseTaken: (number: string) => `This purchase is already paired with ${number} in 2B: unlink it first`,
  notPaired: 'This bill is not paired with a purchase',
  noteRequired: 'Write what the bill is waiting for',
  noteTooLong: `A note has at most ${MAX_NOTE_CHARS} characters`,
  alreadyInBooks: (number: string) => `This bill is already paired with ${number} in the books`,
  noteRow: 'A credit note in 2B is entered as a debit note against its purchase',
  drafted: (number: string) => `Purchase ${number} drafted from GSTR-2B: review it and create it`,
  accepted: (count: number) => (count === 1 ? '1 suggestion accepted' : `${count} suggestions accepted`),
  linked: (bill: string, purchase: string) => `${bill} linked to ${purchase}`,
  unlinked: (bill: string, purchase: string) => `${bill} unlinked from ${purchase}`,
  pending: (number: string) => `${number} marked pending`,
  noteRemoved: 'Note removed',
} as const;

const idField = z.optional(z.string().check(z.minLength(1), z.maxLength(200)));

/**
 * One decision: accept every suggestion of the month; link a 2B row (two_b_id) to a purchase or
 * debit note (books_id) by hand or by accepting it; unlink a 2B row from its pair; mark a
 * document of either side pending with a note, or clear that. Which fields an action needs is
 * checked by the handler.
 */
export const reconciliationDecisionSchema = z
  .object({
    ...returnQueryFields,
    action: z.enum(RECONCILIATION_ACTIONS, { error: `action must be one of: ${RECONCILIATION_ACTIONS.join(', ')}` }),
    two_b_id: idField,
    books_id: idField,
    note: z.optional(z.string()),
  })
  .check(quarterEndCheck);
export type ReconciliationDecision = z.infer<typeof reconciliationDecisionSchema>;

/** A row of the period's 2B the books lack, to draft its purchase from (a bill ready for review). */
export const gstr2bDraftSchema = z
  .object({ ...returnQueryFields, two_b_id: z.string().check(z.minLength(1), z.maxLength(200)) })
  .check(quarterEndCheck);
