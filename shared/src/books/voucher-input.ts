import * as z from '../zod';
import { companyIdField } from '../catalogue/fields';
import {
  NOTE_KINDS,
  NOTE_REASONS,
  PAYMENT_MODES,
  TRANSPORT_MODES,
  VOUCHER_TYPES,
  isJournalType,
  isNoteType,
  voucherTypeOf,
  type VoucherType,
} from './voucher-types';
import { gstStateOf } from '../gst/state-codes';
import { journalProblems } from './journal-lines';
import { optionalPercent, optionalQuantity, optionalRupees } from './money-fields';

/**
 * The voucher payload (spec 001, 3 and 7): what the invoice form and the receipt/payment forms
 * send to POST /invoices/create/vouchar[/tax] and PUT /invoices/update/vouchar[/tax]/{id}. The
 * server recomputes every figure from the lines; the totals a client sends are checked against
 * its own (VOUCHER_MESSAGES.totals). Fields the spec's client sends that the server does not use
 * (user_id, godown, entry ids) are accepted and ignored.
 */

export const VOUCHER_MESSAGES = {
  reverseCharge: 'Only a purchase is booked under reverse charge: its notes follow it',
  date: 'Please select a valid date',
  dateFuture: 'Date cannot be in the future',
  dateBeforeYear: 'Invoice date cannot be before the start of the current financial year',
  dueDate: 'Due date cannot be before today',
  customer: 'Please select a customer',
  supplier: 'Please select a supplier',
  items: 'Please add at least one item to continue',
  account: 'Account name is required',
  cashAccount: 'Customer is required',
  partyIsAccount: 'Money moved between cash and bank accounts is not a receipt or payment: pick another ledger',
  amount: 'Amount must be greater than 0',
  notes: 'Notes must be less than 500 characters',
  unbalanced: 'Voucher is not balanced. Debit ≠ Credit',
  item: 'Item is required',
  itemId: 'Item ID is required',
  rate: 'Rate must be greater than 0',
  lineAmount: 'Amount must be greater than 0',
  billNumber: 'Supplier invoice number is required',
  numberFormat: 'Invoice number can have at most 16 letters, digits, - and /',
  placeOfSupply: 'Place of supply must be a state of India by name or GST code (e.g. Maharashtra or 27)',
  noteReason: 'Pick the invoice this note is against, or give its reason',
  originalLine: 'Pick the line of the invoice to return',
  noteQuantity: 'Quantity to return must be greater than 0',
  noteDate: "A note's date cannot be before its invoice's date",
  originalMissing: 'The invoice this note is against was not found',
  originalChanged: 'The invoice this note is against was cancelled or changed; reload it and try again',
  noteAmount: 'Amount must be greater than 0',
  settledTwice: 'An invoice can be settled only once by one receipt or payment',
  settledTooMuch: 'The invoices settled add up to more than the amount',
  settledMissing: 'An invoice this settles was not found, or is not an open invoice of this party',
  settledChanged: 'An invoice this settles was changed meanwhile; reload it and try again',
  noteKindAgainst: 'A note that changes a price is raised against an invoice: pick the invoice',
  increaseType: 'Only a Debit Note raises the price of a sale',
  expenseLineType: 'Only a purchase has expense lines: pick an item',
  itemOrExpense: 'A line is an item or an expense ledger, not both',
  expenseLedger: 'Pick an expense or fixed-asset ledger for an expense line',
  expenseReturn: 'An expense line has no goods to return: lower its price instead',
  freeQuantity: 'Only a purchase line of a product can have a free quantity',
} as const;

export const MAX_VOUCHER_LINES = 250;
/** Invoices one receipt or payment settles: each is updated in the receipt's own transaction. */
export const MAX_SETTLED = 20;
export const NOTES_MAX = 500;
/** GST rule 46(b): at most 16 characters, letters, digits, '-' and '/'. */
export const VOUCHER_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDate = (text: string) =>
  DATE.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** YYYY-MM-DD (a full ISO timestamp is cut to its date). */
const dateText = (message: string) =>
  z.pipe(
    z.string({ error: message }),
    z.transform((text, ctx) => {
      const date = text.trim().slice(0, 10);
      if (!isCalendarDate(date)) ctx.issues.push({ code: 'custom', input: text, message });
      return date;
    }),
  );

const optionalDate = (label: string) =>
  z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((text, ctx) => {
      if (!text?.trim()) return undefined;
      const date = text.trim().slice(0, 10);
      if (!isCalendarDate(date)) ctx.issues.push({ code: 'custom', input: text, message: `${label} must be a date` });
      return date;
    }),
  );

const optionalString = (max: number, message?: string) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, message)))),
    z.transform((text) => (text === '' || text === null ? undefined : text)),
  );

const ignored = z.optional(z.unknown());

/** A GST state by name or code, kept as its name ('27' -> 'Maharashtra'); empty means the party's. */
const placeOfSupplyField = z.pipe(
  optionalString(64),
  z.transform((text, ctx) => {
    if (text === undefined) return undefined;
    const state = gstStateOf(text);
    if (!state) ctx.issues.push({ code: 'custom', input: text, message: VOUCHER_MESSAGES.placeOfSupply });
    return state?.name;
  }),
);

export const invoiceLineInputSchema = z.object({
  item: optionalString(200),
  item_id: optionalString(64),
  /**
   * A purchase's expense line (issue 32): the expense or fixed-asset ledger it debits, in place of
   * an item (electricity, rent, repairs, a computer), with its GST as an item's.
   */
  ledger_id: optionalString(64),
  unit: optionalString(16),
  hsn_code: optionalString(16),
  quantity: optionalQuantity('Quantity'),
  /**
   * A purchase scheme's free units ('10 + 2 free': Tally's Actual less Billed Qty): they come into
   * stock at no cost; the line's figures are those of `quantity`. Zero or absent: none.
   */
  free_quantity: optionalQuantity('Free quantity'),
  rate: optionalRupees('Rate'),
  amount: optionalRupees('Amount'),
  discount_amount: optionalRupees('Discount'),
  tax_rate: optionalPercent('Tax rate'),
  tax_amount: optionalRupees('Tax amount'),
  total_amount: optionalRupees('Total amount'),
  additional_amount: ignored,
  godown: ignored,
  godown_id: ignored,
  order_number: optionalString(64),
  order_due_date: optionalDate('Order due date'),
  order_index: ignored,
  /** Issue 18, batch-tracked products: the batch (a purchase names it with its expiry; a sale may leave it to FEFO). */
  batch_number: optionalString(32),
  batch_expiry: optionalString(10),
  batch_mfg: optionalString(10),
  batch_mrp: optionalRupees('MRP'),
  /** A note's line: the index of the invoice line it returns (the note copies that line). */
  original_line: z.optional(z.nullable(z.int('original_line must be a line index').check(z.gte(0), z.lt(250)))),
  entry_id: ignored,
  vouchar_id: ignored,
  _id: ignored,
});

export const accountingLineInputSchema = z.object({
  ledger: optionalString(200),
  ledger_id: optionalString(64),
  amount: optionalRupees('Amount', true),
  entry_id: ignored,
  vouchar_id: ignored,
  order_index: ignored,
  _id: ignored,
});

const voucherTypeField = z.pipe(
  z.string({ error: `voucher_type must be one of: ${VOUCHER_TYPES.join(', ')}` }),
  z.transform((text, ctx): VoucherType => {
    const type = voucherTypeOf(text);
    if (!type)
      ctx.issues.push({
        code: 'custom',
        input: text,
        message: `voucher_type must be one of: ${VOUCHER_TYPES.join(', ')}`,
      });
    return type ?? 'Sales';
  }),
);

const oneOf = <const T extends readonly string[]>(values: T, label: string) =>
  z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((text, ctx): T[number] | undefined => {
      if (!text?.trim()) return undefined;
      const match = values.find((value) => value.toLowerCase() === text.trim().toLowerCase());
      if (!match)
        ctx.issues.push({ code: 'custom', input: text, message: `${label} must be one of: ${values.join(', ')}` });
      return match;
    }),
  );

export const voucherInputSchema = z
  .object({
    company_id: companyIdField,
    voucher_type: voucherTypeField,
    voucher_type_id: ignored,
    date: dateText(VOUCHER_MESSAGES.date),
    voucher_number: optionalString(64),
    party_name: optionalString(200),
    party_name_id: optionalString(64),
    narration: optionalString(NOTES_MAX, VOUCHER_MESSAGES.notes),
    reference_number: optionalString(64),
    reference_date: optionalDate('Reference date'),
    place_of_supply: placeOfSupplyField,
    mode_of_transport: oneOf(TRANSPORT_MODES, 'Mode of transport'),
    vehicle_number: z.pipe(
      optionalString(32),
      z.transform((text) => text?.toUpperCase().replace(/\s+/g, '')),
    ),
    payment_mode: oneOf(PAYMENT_MODES, 'Payment mode'),
    due_date: optionalDate('Due date'),
    paid_amount: optionalRupees('Paid amount'),
    total: optionalRupees('Sub total'),
    discount: optionalRupees('Discount'),
    total_amount: optionalRupees('Total amount'),
    total_tax: optionalRupees('Total tax'),
    additional_charge: optionalRupees('Additional charge'),
    roundoff: optionalRupees('Round off', true),
    grand_total: optionalRupees('Grand total'),
    accounting: z.optional(z.array(accountingLineInputSchema).check(z.maxLength(10, 'At most 10 accounting lines'))),
    items: z.optional(
      z.array(invoiceLineInputSchema).check(z.maxLength(MAX_VOUCHER_LINES, `At most ${MAX_VOUCHER_LINES} items`)),
    ),
    /** The version an edit started from (updates only): a stale one gets 409. */
    version: z.optional(z.coerce.number().check(z.int('version must be a whole number'), z.gte(1))),
    /**
     * The invoices a receipt (sales) or payment (purchases) settles, and how much of each: what
     * is left of the amount stays on the party's account (an advance). Invoices and notes take none.
     */
    settles: z.optional(
      z
        .array(
          z.object({
            voucher_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
            amount: optionalRupees('Amount settled'),
          }),
        )
        .check(z.maxLength(MAX_SETTLED, `A receipt or payment settles at most ${MAX_SETTLED} invoices`)),
    ),
    /** A note's invoice (a Sales invoice for a Credit Note, a Purchase for a Debit Note). */
    original_voucher_id: optionalString(64),
    /** Why a note was raised (required when it is not against an invoice). */
    reason: oneOf(NOTE_REASONS, 'Reason'),
    /**
     * What a note against an invoice does (NOTE_KINDS): return goods (lines name a quantity, the
     * default), lower or raise the price (lines name the change of taxable value as `amount`).
     */
    note_kind: oneOf(NOTE_KINDS, 'note_kind'),
    /**
     * A purchase whose tax the company pays under reverse charge (issue 33: from a GTA, an advocate,
     * an unregistered supplier of notified goods): the supplier is owed the bill without the tax.
     */
    reverse_charge: z.optional(z.boolean({ error: 'reverse_charge must be true or false' })),
    user_id: ignored,
    vouchar_id: ignored,
    _id: ignored,
    is_deemed_positive: ignored,
  })
  .check(
    z.superRefine((voucher, ctx) => {
      /** A problem at a field ('reason') or deeper (['items', 0, 'amount']). */
      const issue = (path: string | (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path: typeof path === 'string' ? [path] : path, message, input: voucher });
      const items = voucher.items ?? [];
      const type = voucher.voucher_type;
      const note = isNoteType(type);
      if (type === 'Sales' || type === 'Purchase' || note) {
        if (!voucher.party_name_id) {
          const customerSide = type === 'Sales' || type === 'Credit Note' || voucher.note_kind === 'increase';
          issue('party_name_id', customerSide ? VOUCHER_MESSAGES.customer : VOUCHER_MESSAGES.supplier);
        }
        if (items.length === 0) issue('items', VOUCHER_MESSAGES.items);
        const againstInvoice = note && voucher.original_voucher_id !== undefined;
        const changesPrice = voucher.note_kind === 'value' || voucher.note_kind === 'increase';
        if (note && !againstInvoice && !voucher.reason) issue('reason', VOUCHER_MESSAGES.noteReason);
        if (changesPrice && !againstInvoice) issue('original_voucher_id', VOUCHER_MESSAGES.noteKindAgainst);
        if (voucher.note_kind === 'increase' && type !== 'Debit Note')
          issue('note_kind', VOUCHER_MESSAGES.increaseType);
        items.forEach((line, index) => {
          const at = (message: string, ...field: string[]) => issue(['items', index, ...field], message);
          if (line.free_quantity && (type !== 'Purchase' || line.ledger_id))
            at(VOUCHER_MESSAGES.freeQuantity, 'free_quantity');
          if (againstInvoice) {
            if (line.original_line === undefined || line.original_line === null) at(VOUCHER_MESSAGES.originalLine);
            if (changesPrice && !(line.amount && line.amount > 0)) at(VOUCHER_MESSAGES.noteAmount, 'amount');
            return;
          }
          if (line.ledger_id) {
            if (line.item_id) at(VOUCHER_MESSAGES.itemOrExpense);
            else if (type !== 'Purchase') at(VOUCHER_MESSAGES.expenseLineType);
          } else if (!line.item_id) at(line.item ? VOUCHER_MESSAGES.itemId : VOUCHER_MESSAGES.item);
          if (!line.rate) at(VOUCHER_MESSAGES.rate);
        });
        if (voucher.reverse_charge && type !== 'Purchase') issue('reverse_charge', VOUCHER_MESSAGES.reverseCharge);
        if (type === 'Purchase') {
          if (!voucher.voucher_number) issue('voucher_number', VOUCHER_MESSAGES.billNumber);
          else if (!VOUCHER_NUMBER_PATTERN.test(voucher.voucher_number))
            issue('voucher_number', VOUCHER_MESSAGES.numberFormat);
        }
        if (voucher.settles?.length) issue('settles', `A ${voucher.voucher_type.toLowerCase()} settles no invoices`);
      } else if (isJournalType(type)) {
        for (const { path, message } of journalProblems(voucher.accounting ?? [])) issue(path, message);
        if (voucher.settles?.length) issue('settles', `A ${type.toLowerCase()} settles no invoices`);
        if (items.length > 0) issue('items', `A ${type.toLowerCase()} has no items`);
      } else {
        if (!voucher.party_name_id) issue('party_name_id', VOUCHER_MESSAGES.account);
        const settled = voucher.settles ?? [];
        settled.forEach((entry, index) => {
          if (!entry.amount || entry.amount <= 0) issue(['settles', index, 'amount'], VOUCHER_MESSAGES.noteAmount);
        });
        if (new Set(settled.map((entry) => entry.voucher_id)).size < settled.length)
          issue('settles', VOUCHER_MESSAGES.settledTwice);
        if (items.length > 0) issue('items', `A ${voucher.voucher_type.toLowerCase()} has no items`);
      }
    }),
  );

export type VoucherInput = z.output<typeof voucherInputSchema>;
export type VoucherPayload = z.input<typeof voucherInputSchema>;
export type InvoiceLineInput = z.output<typeof invoiceLineInputSchema>;
