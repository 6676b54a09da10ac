import { paymentStatus, type InvoiceFigures, type PaymentStatus } from '@app/shared/books/invoice-maths';
import type { Voucher } from '@app/shared/books/voucher-docs';
import {
  VOUCHER_MESSAGES,
  VOUCHER_NUMBER_PATTERN,
  voucherInputSchema,
  type VoucherPayload,
} from '@app/shared/books/voucher-input';
import { PAYMENT_MODES, TRANSPORT_MODES } from '@app/shared/books/voucher-types';
import { numberText } from '@app/shared/decimal';
import { addDays } from '@app/shared/financial-year';
import { paiseToRupees } from '@app/shared/money';
import { gstStateOf } from '@app/shared/gst/state-codes';
import { isCalendarDay } from '@/lib/dates';
import { invoiceFiguresOf, paiseOf } from '@/lib/invoice-form-maths';
import { payloadLineOf, payloadTotalsOf, type InvoiceLineText } from '@/lib/invoice-payload';
import type { InvoiceType } from './invoice-search';
import { INVOICE_MESSAGES } from './messages';

export type TransportMode = (typeof TRANSPORT_MODES)[number];
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** An invoice line as the form keeps it: the product, and the boxes' text. */
export interface LineDraft extends InvoiceLineText {
  /** React's key for the row; never sent. */
  key: string;
  /** Issue 18: a sale line's batch expiring soon ('Batch P2401 expires on ...'), said under it; never sent. */
  batch_warning?: string;
}

/** The invoice form's state (spec 2: Invoice details, items, additional information, summary). */
export interface InvoiceDraft {
  voucher_number: string;
  date: string;
  party_id: string;
  mode_of_transport: TransportMode | '';
  vehicle_number: string;
  due_date: string;
  payment_mode: PaymentMode | '';
  additional_charge: string;
  paid_amount: string;
  /** Spec 2: free text for the user's own notes; not sent. */
  additional_info: string;
  /** A purchase whose tax the company pays under reverse charge (issue 33). */
  reverse_charge: boolean;
  items: LineDraft[];
}

export type InvoiceField = keyof InvoiceDraft;
export interface InvoiceIssue {
  field: InvoiceField;
  message: string;
  /** A problem of one line (issue 18: its batch), by index, to be said at that line. */
  line?: number;
}

/** Spec 9: the due date a new invoice starts with. */
export const DUE_DAYS = 7;

export function emptyInvoiceDraft(today: string, voucherNumber = ''): InvoiceDraft {
  return {
    voucher_number: voucherNumber,
    date: today,
    party_id: '',
    mode_of_transport: '',
    vehicle_number: '',
    due_date: addDays(today, DUE_DAYS),
    payment_mode: '',
    additional_charge: '',
    paid_amount: '',
    additional_info: '',
    reverse_charge: false,
    items: [],
  };
}

const amountText = (rupees: number) => (rupees === 0 ? '' : (numberText(rupees) ?? ''));
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.find((v) => v === value) ?? '';

/** The edit page's form, from the invoice as loaded (lines in their saved order). */
export function invoiceDraftOf(voucher: Voucher): InvoiceDraft {
  return {
    voucher_number: voucher.voucher_number,
    date: voucher.date,
    party_id: voucher.party_name_id,
    mode_of_transport: oneOf(TRANSPORT_MODES, voucher.mode_of_transport),
    vehicle_number: voucher.vehicle_number ?? '',
    due_date: voucher.due_date ?? '',
    payment_mode: oneOf(PAYMENT_MODES, voucher.payment_mode),
    additional_charge: amountText(voucher.additional_charge),
    paid_amount: amountText(voucher.paid_amount),
    additional_info: '',
    reverse_charge: voucher.reverse_charge,
    items: [...voucher.inventory]
      .sort((a, b) => a.order_index - b.order_index)
      .map((line) => ({
        key: line.entry_id,
        item_id: line.item_id ?? '',
        ...(line.ledger_id ? { ledger_id: line.ledger_id } : {}),
        item: line.item,
        unit: line.unit,
        hsn_code: line.hsn_code ?? '',
        quantity: numberText(line.quantity) ?? '',
        // Issue 34: a purchase scheme's free units, kept through an edit.
        ...(line.free_quantity ? { free_quantity: numberText(line.free_quantity) ?? '' } : {}),
        rate: numberText(line.rate) ?? '',
        discount: amountText(line.discount_amount),
        tax_rate: numberText(line.tax_rate) ?? '',
        ...(line.batch_number
          ? {
              batch_number: line.batch_number,
              batch_expiry: line.batch_expiry ?? '',
              batch_mrp: line.batch_mrp ? (numberText(line.batch_mrp) ?? '') : '',
            }
          : {}),
      })),
  };
}

/**
 * The lines once the item drawer saves: added at the end, or in place of the line edited. A sale
 * line of a batch-tracked product may come back as a line per batch; the first keeps the key.
 */
export function linesAfterSave(
  items: readonly LineDraft[],
  index: number | null,
  saved: readonly Omit<LineDraft, 'key'>[],
): LineDraft[] {
  const kept = index === null ? undefined : items[index]?.key;
  const lines = saved.map((line, i) => ({ ...line, key: i === 0 && kept ? kept : crypto.randomUUID() }));
  if (index === null) return [...items, ...lines];
  return [...items.slice(0, index), ...lines, ...items.slice(index + 1)];
}

/** What the rules need besides the form. */
export interface InvoiceRules {
  type: InvoiceType;
  taxEnabled: boolean;
  intraState: boolean;
  /** Today in India, YYYY-MM-DD. */
  today: string;
  /** The first day of the running financial year: no invoice dated before it. */
  earliest: string;
  /** Editing: the dates the invoice had; left as they were, they stay acceptable (as on the server). */
  original?: { date: string; due_date: string };
}

export const figuresOfDraft = (
  draft: Pick<InvoiceDraft, 'items' | 'additional_charge' | 'reverse_charge'>,
  rules: Pick<InvoiceRules, 'taxEnabled' | 'intraState'>,
) => invoiceFiguresOf(draft.items, draft.additional_charge, rules.taxEnabled, rules.intraState, draft.reverse_charge);

/** Spec 4: Paid, Partially Paid or Unpaid, from the paid amount against the grand total. */
export const paymentStatusOf = (paidAmount: string, figures: InvoiceFigures): PaymentStatus =>
  paymentStatus(paiseOf(paidAmount), figures.grand_total);

/**
 * Spec 5, invoice create/edit, in the order the form reads: the supplier's bill number, date
 * (required, not after today, not before the financial year), party, due date (not before today),
 * at least one item, and a paid amount no larger than the grand total (the server's rule).
 */
export function invoiceIssues(draft: InvoiceDraft, rules: InvoiceRules): InvoiceIssue[] {
  const issues: InvoiceIssue[] = [];
  const add = (field: InvoiceField, message: string) => issues.push({ field, message });
  const unchanged = (field: 'date' | 'due_date') => rules.original?.[field] === draft[field];

  if (rules.type === 'Purchase') {
    const number = draft.voucher_number.trim();
    if (!number) add('voucher_number', VOUCHER_MESSAGES.billNumber);
    else if (!VOUCHER_NUMBER_PATTERN.test(number)) add('voucher_number', VOUCHER_MESSAGES.numberFormat);
  }

  if (!isCalendarDay(draft.date)) add('date', VOUCHER_MESSAGES.date);
  else if (draft.date > rules.today) add('date', VOUCHER_MESSAGES.dateFuture);
  else if (draft.date < rules.earliest && !unchanged('date')) add('date', VOUCHER_MESSAGES.dateBeforeYear);

  if (!draft.party_id) add('party_id', rules.type === 'Sales' ? VOUCHER_MESSAGES.customer : VOUCHER_MESSAGES.supplier);

  if (rules.taxEnabled && draft.due_date) {
    if (!isCalendarDay(draft.due_date)) add('due_date', VOUCHER_MESSAGES.date);
    else if (draft.due_date < rules.today && !unchanged('due_date')) add('due_date', VOUCHER_MESSAGES.dueDate);
  }

  if (draft.items.length === 0) add('items', VOUCHER_MESSAGES.items);

  const figures = figuresOfDraft(draft, rules);
  if (paiseOf(draft.paid_amount) > figures.grand_total) add('paid_amount', INVOICE_MESSAGES.paidTooMuch);
  return issues;
}

/** Where the payload comes from besides the form. */
export interface PayloadContext {
  companyId: string;
  type: InvoiceType;
  taxEnabled: boolean;
  intraState: boolean;
  partyName: string;
  /** Editing: the voucher as loaded, whose version, place of supply and narration are kept. */
  original?: Voucher;
}

const optional = (text: string) => text.trim() || undefined;

/**
 * The voucher payload (shared/src/books/voucher-input.ts), with every figure the server will
 * compute sent along, computed the same way, so a disagreement is caught rather than saved. A Sales
 * number is the server's to give; a Purchase carries the supplier's bill number.
 */
export function voucherPayloadOf(draft: InvoiceDraft, context: PayloadContext): VoucherPayload {
  const { taxEnabled, intraState, original } = context;
  const figures = figuresOfDraft(draft, context);
  return {
    company_id: context.companyId,
    voucher_type: context.type,
    date: draft.date,
    voucher_number: context.type === 'Purchase' ? draft.voucher_number.trim() : undefined,
    party_name: context.partyName,
    party_name_id: draft.party_id,
    // The edit keeps what the invoice said: its notes, references and place of supply (when that is
    // a GST state: a foreign party's own state, kept on older invoices, is left to the server).
    narration: original?.narration ?? undefined,
    reference_number: original?.reference_number ?? undefined,
    reference_date: original?.reference_date ?? undefined,
    place_of_supply: taxEnabled ? gstStateOf(original?.place_of_supply ?? '')?.name : undefined,
    mode_of_transport: taxEnabled ? optional(draft.mode_of_transport) : undefined,
    vehicle_number: taxEnabled ? optional(draft.vehicle_number.toUpperCase().replace(/\s+/g, '')) : undefined,
    due_date: taxEnabled ? optional(draft.due_date) : undefined,
    payment_mode: taxEnabled ? optional(draft.payment_mode) : undefined,
    paid_amount: paiseToRupees(paiseOf(draft.paid_amount)),
    ...(context.type === 'Purchase' && taxEnabled && draft.reverse_charge ? { reverse_charge: true } : {}),
    ...payloadTotalsOf(figures),
    items: draft.items.map((line) => payloadLineOf(line, taxEnabled, intraState)),
    version: original?.version,
  };
}

/** The fields of the payload the form shows, for the server's field errors (400 errors[].field). */
const FORM_FIELD_OF: Record<string, InvoiceField> = {
  date: 'date',
  voucher_number: 'voucher_number',
  party_name_id: 'party_id',
  items: 'items',
  due_date: 'due_date',
  vehicle_number: 'vehicle_number',
  mode_of_transport: 'mode_of_transport',
  payment_mode: 'payment_mode',
  paid_amount: 'paid_amount',
  additional_charge: 'additional_charge',
};

/** A server (or shared schema) field name as the form's field: 'items.0.rate' is the items table. */
export const formFieldOf = (field: string): InvoiceField | undefined => FORM_FIELD_OF[field.split('.')[0] ?? ''];

/** The line a server (or shared schema) field names: 'items.2.batch_number' is line 2. */
export function lineIndexOf(field: string): number | undefined {
  const match = /^items\.(\d+)(\.|$)/.exec(field);
  return match ? Number(match[1]) : undefined;
}

/** The shared schema's verdict on a payload, as form issues (the API runs the same schema). */
export function payloadIssues(payload: VoucherPayload): InvoiceIssue[] {
  const parsed = voucherInputSchema.safeParse(payload);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    return { field: formFieldOf(path) ?? 'items', message: issue.message, line: lineIndexOf(path) };
  });
}
