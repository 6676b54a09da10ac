import * as z from '../zod';
import { PAYMENT_STATUSES } from './invoice-maths';
import { VOUCHER_TYPES } from './voucher-types';

/** Sortable columns of the customer ledger page; the spec's default is created_at descending. */
export const STATEMENT_SORT_FIELDS = ['created_at', 'date', 'voucher_number', 'voucher_type', 'amount'] as const;

/** A row of a ledger's statement: the ledger's line of one voucher (negative: debit). */
export const statementRowSchema = z.object({
  _id: z.string(),
  vouchar_id: z.string(),
  date: z.string(),
  voucher_type: z.enum(VOUCHER_TYPES),
  voucher_number: z.string(),
  /** The other side (Tally's Particulars): Sales, Cash, or the party on the other ledgers. */
  particulars: z.string(),
  amount: z.number(),
  debit: z.number(),
  credit: z.number(),
  grand_total: z.number(),
  /** An invoice's paid amount and status, on its party's statement only (null on the other ledgers'). */
  paid_amount: z.nullable(z.number()),
  payment_status: z.nullable(z.enum(PAYMENT_STATUSES)),
  created_at: z.string(),
});

/**
 * The page's figures for the whole period (signed rupees, negative = DR): the balance before its
 * first day, the sum of its lines, and the balance after its last day.
 */
export const statementMetaSchema = z.object({
  page: z.int(),
  limit: z.int(),
  total: z.int(),
  opening_balance: z.number(),
  current_total: z.number(),
  closing_balance: z.number(),
  total_debit: z.number(),
  total_credit: z.number(),
});

export const statementSchema = z.object({ docs: z.array(statementRowSchema), meta: statementMetaSchema });

export type StatementRow = z.infer<typeof statementRowSchema>;
export type Statement = z.infer<typeof statementSchema>;
