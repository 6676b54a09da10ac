import * as z from '../zod';
import { PAYMENT_STATUSES } from './invoice-maths';
import { NOTE_KINDS, NOTE_TYPES, VOUCHER_TYPES } from './voucher-types';

/**
 * Vouchers as the API returns them (spec 001, 3): rupees with 2 decimals, quantities in units,
 * tax rates in percent. A loaded voucher names its lists accounting_entries and inventory; the id
 * is also given as vouchar_id, the spec's spelling.
 */
const money = z.number();
const nullableText = z.nullable(z.string());

export const accountingEntrySchema = z.object({
  _id: z.string(),
  entry_id: z.string(),
  vouchar_id: z.string(),
  ledger: z.string(),
  ledger_id: z.string(),
  amount: money,
  order_index: z.int(),
});

export const inventoryEntrySchema = z.object({
  _id: z.string(),
  entry_id: z.string(),
  vouchar_id: z.string(),
  item: z.string(),
  /** The product of a stock line; null on a purchase's expense line, which names its ledger instead. */
  item_id: z.nullable(z.string()),
  /** A purchase's expense line (issue 32): the expense or fixed-asset ledger it debits. */
  ledger_id: z.optional(z.string()),
  unit: z.string(),
  hsn_code: nullableText,
  quantity: z.number(),
  /** A purchase line's free units of a scheme ('10 + 2 free'), in stock at no cost (absent when none). */
  free_quantity: z.optional(z.number()),
  rate: money,
  amount: money,
  discount_amount: money,
  taxable_value: money,
  tax_rate: z.number(),
  cgst: money,
  sgst: money,
  igst: money,
  tax_amount: money,
  total_amount: money,
  order_number: nullableText,
  order_due_date: nullableText,
  order_index: z.int(),
  /** A note's line: the invoice line it returns. */
  original_line: z.nullable(z.int()),
  /** A batch-tracked product's line: its batch, expiry (YYYY-MM-DD) and MRP (absent otherwise). */
  batch_number: z.optional(z.string()),
  batch_expiry: z.optional(z.string()),
  batch_mrp: z.optional(z.nullable(z.number())),
});

/** An invoice a receipt or payment settles (on the receipt), or a receipt that settled an invoice (on the invoice). */
export const settlementSchema = z.object({
  vouchar_id: z.string(),
  voucher_number: z.string(),
  date: z.string(),
  amount: money,
});

/** The invoice a note is raised against (CGST rule 53(1A): its number and date). */
export const noteAgainstSchema = z.object({
  vouchar_id: z.string(),
  voucher_number: z.string(),
  date: z.string(),
  grand_total: money,
});

/** What an invoice's notes took back: per line (its index) the quantity and figures, and the notes. */
export const invoiceReturnsSchema = z.object({
  lines: z.array(
    z.object({
      order_index: z.int(),
      quantity: z.number(),
      taxable_value: money,
      cgst: money,
      sgst: money,
      igst: money,
    }),
  ),
  credited: money,
  /** What debit notes raising the sale added (absent until one did). */
  raised: z.optional(money),
  notes: z.array(
    z.object({
      ...noteAgainstSchema.shape,
      /** Absent on notes listed before types were kept: the invoice's own kind of note, a return. */
      voucher_type: z.optional(z.enum(NOTE_TYPES)),
      note_kind: z.optional(z.enum(NOTE_KINDS)),
    }),
  ),
});

export const partyDetailsSchema = z.object({
  name: z.string(),
  group: z.string(),
  tin: nullableText,
  address: nullableText,
  state: nullableText,
  country: nullableText,
  pincode: nullableText,
  phone: nullableText,
  email: nullableText,
});

export const VOUCHER_STATUSES = ['active', 'cancelled', 'deleted'] as const;

export const voucherSchema = z.object({
  _id: z.string(),
  vouchar_id: z.string(),
  company_id: z.string(),
  /** Who posted it (issue 20: Staff change only their own vouchers). */
  created_by: z.optional(z.string()),
  voucher_type: z.enum(VOUCHER_TYPES),
  voucher_type_id: z.string(),
  voucher_number: z.string(),
  date: z.string(),
  party_name: z.string(),
  party_name_id: z.string(),
  party_details: partyDetailsSchema,
  account_id: nullableText,
  place_of_supply: nullableText,
  intra_state: z.boolean(),
  tax_enabled: z.boolean(),
  /** A purchase (or its debit note) whose tax the company pays under reverse charge (issue 33). */
  reverse_charge: z.boolean(),
  narration: nullableText,
  reference_number: nullableText,
  reference_date: nullableText,
  mode_of_transport: nullableText,
  vehicle_number: nullableText,
  payment_mode: nullableText,
  due_date: nullableText,
  paid_amount: money,
  payment_status: z.enum(PAYMENT_STATUSES),
  total: money,
  discount: money,
  total_amount: money,
  cgst: money,
  sgst: money,
  igst: money,
  total_tax: money,
  additional_charge: money,
  roundoff: money,
  grand_total: money,
  /** The party line (negative: debit, the party owes). */
  amount: money,
  is_deemed_positive: z.boolean(),
  accounting_entries: z.array(accountingEntrySchema),
  inventory: z.array(inventoryEntrySchema),
  /** A note's invoice (null when the note stands alone; absent on other types). */
  against: z.optional(z.nullable(noteAgainstSchema)),
  /** Why a note was raised. */
  reason: z.optional(nullableText),
  /** What a note does: returns goods, or lowers or raises a price (notes only). */
  note_kind: z.optional(z.enum(NOTE_KINDS)),
  /** On an invoice with notes: what they took back. */
  returns: z.optional(z.nullable(invoiceReturnsSchema)),
  /** On a receipt or payment: the invoices it settles. */
  settles: z.optional(z.array(settlementSchema)),
  /** On an invoice: what receipts (payments) settled of it, in all and by receipt. */
  settlements: z.optional(z.object({ received: money, by: z.array(settlementSchema) })),
  /** On an invoice: what is still due (issue 19), and the day it falls due (its date when it has no due date). */
  balance_due: z.optional(money),
  status: z.enum(VOUCHER_STATUSES),
  is_cancelled: z.boolean(),
  version: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A row of the invoice, transaction and ledger lists. */
export const voucherRowSchema = z.object({
  _id: z.string(),
  vouchar_id: z.string(),
  /** Who posted it (absent on rows written before issue 20). */
  created_by: z.optional(z.string()),
  date: z.string(),
  voucher_type: z.enum(VOUCHER_TYPES),
  voucher_number: z.string(),
  party_name: z.string(),
  party_name_id: z.string(),
  customer: z.string(),
  party_tin: nullableText,
  /** Negative is debit, otherwise credit (spec 3). */
  amount: money,
  grand_total: money,
  paid_amount: money,
  payment_status: z.enum(PAYMENT_STATUSES),
  /** A note's invoice number; on an invoice, what its notes credited. */
  against_number: z.optional(nullableText),
  credited: z.optional(money),
  /** On an invoice: what debit notes raising it added; on a note: what it does. */
  raised: z.optional(money),
  note_kind: z.optional(z.enum(NOTE_KINDS)),
  /** On an invoice with notes: every quantity came back. */
  fully_returned: z.optional(z.boolean()),
  /** On an invoice with notes: some quantity came back (a change of price returns none). */
  goods_returned: z.optional(z.boolean()),
  /** On an invoice: the day it falls due (its date when it has no due date) and what is still due. */
  due_on: z.optional(z.string()),
  balance_due: z.optional(money),
  status: z.enum(VOUCHER_STATUSES),
  is_cancelled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A voucher list's meta: the page and the debit and credit totals of every matching row. */
export const voucherListMetaSchema = z.object({
  page: z.int(),
  limit: z.int(),
  total: z.int(),
  total_debit: money,
  total_credit: money,
});

export const voucherListSchema = z.object({ docs: z.array(voucherRowSchema), meta: voucherListMetaSchema });

export type Voucher = z.infer<typeof voucherSchema>;
export type VoucherRow = z.infer<typeof voucherRowSchema>;
export type VoucherList = z.infer<typeof voucherListSchema>;

/** Issue 19: an invoice of a party with something still due, as a receipt or payment offers to settle it. */
export const openInvoiceSchema = z.object({
  _id: z.string(),
  voucher_number: z.string(),
  date: z.string(),
  /** The day it falls due (its date when it has no due date). */
  due_on: z.string(),
  balance_due: money,
});

export type OpenInvoice = z.infer<typeof openInvoiceSchema>;
