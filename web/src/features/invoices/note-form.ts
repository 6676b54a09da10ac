import type { FieldPath } from 'react-hook-form';
import { invoiceFigures, type InvoiceFigures, type LineFigures } from '@app/shared/books/invoice-maths';
import {
  NOTHING_RETURNED,
  returnLineFigures,
  returnableOf,
  valueLeftOf,
  valueLineFigures,
  type ReturnableLine,
  type ReturnedFigures,
} from '@app/shared/books/notes';
import type { Voucher, VoucherRow } from '@app/shared/books/voucher-docs';
import { NOTES_MAX, VOUCHER_MESSAGES, voucherInputSchema, type VoucherPayload } from '@app/shared/books/voucher-input';
import type { NOTE_REASONS, NoteKind, NoteType } from '@app/shared/books/voucher-types';
import { PERCENT_PLACES, QUANTITY_PLACES, numberText } from '@app/shared/decimal';
import { gstStateOf } from '@app/shared/gst/state-codes';
import { paiseToRupees, thousandthsToUnits, type Paise, type Thousandths } from '@app/shared/money';
import { isCalendarDay } from '@/lib/dates';
import {
  invoiceFiguresOf,
  invoiceQuantityOf,
  isDecimalUnit,
  paiseOf,
  paiseOfRupees,
  scaledOf,
} from '@/lib/invoice-form-maths';
import { payloadLineOf, payloadTotalsOf } from '@/lib/invoice-payload';
import type { LineDraft } from './invoice-form';
import { NOTE_MESSAGES } from './messages';

/**
 * The credit and debit note form (issue 18; docs/design/returns-and-batches.md step 13): a note
 * against an invoice returns quantities of its lines, or lowers (or, a debit note on a sale,
 * raises) their price by an amount, priced by the shared notes maths exactly as the server prices
 * them; a note against no invoice names its reason and carries its own lines, priced like an
 * invoice's.
 */

export type NoteReason = (typeof NOTE_REASONS)[number];

/** The invoice picker's choice for a note raised against no invoice. */
export const NO_INVOICE = 'none';

export interface NoteDraft {
  date: string;
  party_id: string;
  /** The invoice's id; NO_INVOICE for a standalone note; '' until one is chosen. */
  original_id: string;
  /** A standalone note's reason (GSTR-1's list); optional on a note changing a price. */
  reason: NoteReason | '';
  narration: string;
  /** Against an invoice: return goods, or lower or raise the price of its lines. */
  kind: NoteKind;
  /** Returning: what to return of each of the invoice's lines, in the invoice's order (empty is 0). */
  quantities: string[];
  /** Changing a price: by how much (taxable value, rupees) for each line (empty is 0). */
  amounts: string[];
  /** A standalone note's own lines, kept as the invoice form keeps them. */
  items: LineDraft[];
}

export type NoteField = FieldPath<NoteDraft>;
export interface NoteIssue {
  field: NoteField;
  message: string;
}

export const emptyNoteDraft = (today: string, partyId = '', originalId = '', kind: NoteKind = 'return'): NoteDraft => ({
  date: today,
  party_id: partyId,
  original_id: originalId,
  reason: '',
  narration: '',
  kind,
  quantities: [],
  amounts: [],
  items: [],
});

/** What a note changing a price says of itself when no reason is picked (the portal's list). */
export const PRICE_REASONS: Record<Exclude<NoteKind, 'return'>, NoteReason> = {
  value: 'Post Sale Discount',
  increase: 'Correction in Invoice',
};

/** One line of the invoice, as the note form offers it for return. */
export interface ReturnRow {
  /** The invoice line's index: the note line's original_line. */
  index: number;
  item: string;
  unit: string;
  hsn_code: string | null;
  /** Rupees, as the invoice gives it. */
  rate: number;
  /** Percent. */
  tax_rate: number;
  sold: Thousandths;
  /** What other notes returned of the line. */
  returned: Thousandths;
  returnable: Thousandths;
  /** The line's taxable value (paise) and what of it notes may still lower. */
  value: Paise;
  valueLeft: Paise;
  /** The line's figures in paise, thousandths and hundredths of a percent, for the notes maths. */
  line: ReturnableLine;
  before: ReturnedFigures;
  /** Issue 18: the batch the line sold from (a note returns into it); undefined for other products. */
  batch?: { number: string; expiry: string | undefined };
}

const thousandthsOf = (units: number) => scaledOf(numberText(units) ?? '0', QUANTITY_PLACES);
const hundredthsOf = (percent: number) => scaledOf(numberText(percent) ?? '0', PERCENT_PLACES);

/**
 * The invoice's lines with what is left to return of each. Editing a note, what that note itself
 * returned counts as returnable again (as the server counts it).
 */
export function returnRowsOf(invoice: Voucher, note?: Voucher): ReturnRow[] {
  const own = note?.status === 'active' && note.against?.vouchar_id === invoice._id ? note.inventory : [];
  // A raise counted as value taken back negatively: undoing it takes it away again.
  const undo = note?.note_kind === 'increase' ? -1 : 1;
  return [...invoice.inventory]
    .sort((a, b) => a.order_index - b.order_index)
    .map((line) => {
      const index = line.order_index;
      const taken = invoice.returns?.lines.find((returned) => returned.order_index === index);
      let before: ReturnedFigures = taken
        ? {
            quantity: thousandthsOf(taken.quantity),
            taxable: paiseOfRupees(taken.taxable_value),
            cgst: paiseOfRupees(taken.cgst),
            sgst: paiseOfRupees(taken.sgst),
            igst: paiseOfRupees(taken.igst),
          }
        : NOTHING_RETURNED;
      for (const mine of own.filter((noteLine) => noteLine.original_line === index)) {
        before = {
          quantity: before.quantity - undo * thousandthsOf(mine.quantity),
          taxable: before.taxable - undo * paiseOfRupees(mine.taxable_value),
          cgst: before.cgst - undo * paiseOfRupees(mine.cgst),
          sgst: before.sgst - undo * paiseOfRupees(mine.sgst),
          igst: before.igst - undo * paiseOfRupees(mine.igst),
        };
      }
      const figures: ReturnableLine = {
        quantity: thousandthsOf(line.quantity),
        rate: paiseOfRupees(line.rate),
        taxable: paiseOfRupees(line.taxable_value),
        tax_rate: hundredthsOf(line.tax_rate),
        cgst: paiseOfRupees(line.cgst),
        sgst: paiseOfRupees(line.sgst),
        igst: paiseOfRupees(line.igst),
      };
      return {
        index,
        item: line.item,
        unit: line.unit,
        hsn_code: line.hsn_code,
        rate: line.rate,
        tax_rate: line.tax_rate,
        sold: figures.quantity,
        returned: before.quantity,
        // An expense line (issue 32) has no goods to return; its price can still be lowered.
        returnable: line.item_id === null ? 0 : returnableOf(figures, before),
        value: figures.taxable,
        valueLeft: valueLeftOf(figures, before),
        line: figures,
        before,
        ...(line.batch_number ? { batch: { number: line.batch_number, expiry: line.batch_expiry } } : {}),
      };
    });
}

/** The quantities an edited note returned, by row, as the form's boxes hold them. */
export function noteQuantitiesOf(rows: readonly ReturnRow[], note?: Voucher): string[] {
  return rows.map((row) => {
    const quantity = (note?.inventory ?? [])
      .filter((line) => line.original_line === row.index)
      .reduce((total, line) => total + thousandthsOf(line.quantity), 0);
    return quantity > 0 ? (numberText(thousandthsToUnits(quantity)) ?? '') : '';
  });
}

/** The amounts an edited note changed each line's price by, as the form's boxes hold them. */
export function noteAmountsOf(rows: readonly ReturnRow[], note?: Voucher): string[] {
  return rows.map((row) => {
    const paise = (note?.inventory ?? [])
      .filter((line) => line.original_line === row.index)
      .reduce((total, line) => total + paiseOfRupees(line.taxable_value), 0);
    return paise > 0 ? (numberText(paiseToRupees(paise)) ?? '') : '';
  });
}

/** A box's amount in paise: 0 when empty, undefined when it is not rupees with at most 2 decimals. */
export function priceAmountOf(text: string): Paise | undefined {
  if (!text.trim()) return 0;
  return /^\d*(\.\d{0,2})?$/.test(text.trim()) ? paiseOf(text) : undefined;
}

/** Return all: every row's returnable quantity. */
export const allReturnable = (rows: readonly ReturnRow[]) =>
  rows.map((row) => (row.returnable > 0 ? (numberText(thousandthsToUnits(row.returnable)) ?? '') : ''));

/** A box's quantity in thousandths: 0 when empty, undefined when the unit does not take it. */
export function returnQuantityOf(text: string, unit: string): Thousandths | undefined {
  const typed = scaledOf(text, QUANTITY_PLACES);
  return invoiceQuantityOf(text, unit) === typed ? typed : undefined;
}

export interface ReturnLine extends LineFigures {
  /** The row (the position in the invoice's lines) it returns. */
  row: number;
  quantity: Thousandths;
}

/** The note's lines and totals from the quantities typed: as the server will compute them. */
export function returnFiguresOf(
  rows: readonly ReturnRow[],
  quantities: readonly string[],
  intraState: boolean,
  reverseCharge = false,
): { lines: ReturnLine[]; figures: InvoiceFigures } {
  const lines = rows.flatMap((row, i): ReturnLine[] => {
    const quantity = returnQuantityOf(quantities[i] ?? '', row.unit) ?? 0;
    if (quantity <= 0) return [];
    return [{ row: i, quantity, ...returnLineFigures(row.line, row.before, quantity, intraState) }];
  });
  return { lines, figures: invoiceFigures(lines, 0, reverseCharge) };
}

/** The note's lines and totals from the amounts typed (a change of price): as the server will compute them. */
export function priceFiguresOf(
  rows: readonly ReturnRow[],
  amounts: readonly string[],
  intraState: boolean,
  kind: 'value' | 'increase',
  reverseCharge = false,
): { lines: ReturnLine[]; figures: InvoiceFigures } {
  const lines = rows.flatMap((row, i): ReturnLine[] => {
    const amount = priceAmountOf(amounts[i] ?? '') ?? 0;
    if (amount <= 0) return [];
    return [{ row: i, quantity: 0, ...valueLineFigures(row.line, row.before, amount, intraState, kind) }];
  });
  return { lines, figures: invoiceFigures(lines, 0, reverseCharge) };
}

/**
 * The note's lines and totals against its invoice, whichever it does; a note against a purchase
 * under reverse charge follows it (issue 33).
 */
export const noteLinesOf = (
  draft: Pick<NoteDraft, 'kind' | 'quantities' | 'amounts'>,
  rows: readonly ReturnRow[],
  invoice: Pick<Voucher, 'intra_state' | 'reverse_charge'> | undefined,
) => {
  const [intraState, reverseCharge] = [invoice?.intra_state ?? false, invoice?.reverse_charge ?? false];
  return draft.kind === 'return'
    ? returnFiguresOf(rows, draft.quantities, intraState, reverseCharge)
    : priceFiguresOf(rows, draft.amounts, intraState, draft.kind, reverseCharge);
};

/** What the rules need besides the form. */
export interface NoteRules {
  type: NoteType;
  /** Today in India, YYYY-MM-DD. */
  today: string;
  /** The first day of the running financial year. */
  earliest: string;
  /** The invoice the note is against, once chosen, and its lines. */
  invoice?: Voucher;
  rows: readonly ReturnRow[];
  /** Editing: the note's date as it was (left as it is, it stays acceptable, as on the server). */
  originalDate?: string;
}

/**
 * The note's rules, in the order the form reads: date (a date, not after today, not before the
 * financial year or the invoice), party, an invoice or a reason, then what is returned (no more
 * than is left of any line) or, standalone, at least one line.
 */
export function noteIssues(draft: NoteDraft, rules: NoteRules): NoteIssue[] {
  const issues: NoteIssue[] = [];
  const add = (field: NoteField, message: string) => issues.push({ field, message });

  if (!isCalendarDay(draft.date)) add('date', VOUCHER_MESSAGES.date);
  else if (draft.date > rules.today) add('date', VOUCHER_MESSAGES.dateFuture);
  else if (draft.date < rules.earliest && draft.date !== rules.originalDate)
    add('date', VOUCHER_MESSAGES.dateBeforeYear);
  else if (rules.invoice && draft.date < rules.invoice.date) add('date', VOUCHER_MESSAGES.noteDate);

  if (!draft.party_id)
    add(
      'party_id',
      rules.type === 'Credit Note' || draft.kind === 'increase' ? VOUCHER_MESSAGES.customer : VOUCHER_MESSAGES.supplier,
    );

  if (draft.original_id === NO_INVOICE) {
    if (!draft.reason) add('reason', VOUCHER_MESSAGES.noteReason);
    if (draft.items.length === 0) add('items', VOUCHER_MESSAGES.items);
  } else if (!draft.original_id) {
    if (draft.party_id) add('original_id', VOUCHER_MESSAGES.noteReason);
  } else if (draft.kind !== 'return') {
    priceIssues(draft, rules.rows, add);
  } else {
    let returning = false;
    let wrong = false;
    for (const [i, row] of rules.rows.entries()) {
      const quantity = returnQuantityOf(draft.quantities[i] ?? '', row.unit);
      const problem =
        quantity === undefined
          ? NOTE_MESSAGES.quantity(isDecimalUnit(row.unit))
          : quantity > row.returnable
            ? NOTE_MESSAGES.overReturn(row)
            : undefined;
      if (problem) add(`quantities.${i}`, problem);
      wrong ||= problem !== undefined;
      returning ||= (quantity ?? 0) > 0;
    }
    if (!returning && !wrong) add('quantities', NOTE_MESSAGES.nothingReturned);
  }

  if (draft.narration.trim().length > NOTES_MAX) add('narration', VOUCHER_MESSAGES.notes);
  return issues;
}

/** A change of price: each amount rupees, a lowering no more than the value left; something changed. */
function priceIssues(draft: NoteDraft, rows: readonly ReturnRow[], add: (field: NoteField, message: string) => void) {
  let changing = false;
  let wrong = false;
  for (const [i, row] of rows.entries()) {
    const amount = priceAmountOf(draft.amounts[i] ?? '');
    const problem =
      amount === undefined
        ? NOTE_MESSAGES.amount
        : draft.kind === 'value' && amount > row.valueLeft
          ? NOTE_MESSAGES.overLower(row)
          : undefined;
    if (problem) add(`amounts.${i}`, problem);
    wrong ||= problem !== undefined;
    changing ||= (amount ?? 0) > 0;
  }
  if (!changing && !wrong) add('amounts', NOTE_MESSAGES.nothingChanged);
}

/** Where the payload comes from besides the form. */
export interface NotePayloadContext {
  companyId: string;
  type: NoteType;
  partyName: string;
  /** The invoice the note is against (undefined for a standalone note) and its rows. */
  invoice?: Voucher;
  rows: readonly ReturnRow[];
  /** A standalone note's tax: the company's setting, and the party's side of the state line. */
  taxEnabled: boolean;
  intraState: boolean;
  /** Editing: the note as loaded, whose version goes back with the update. */
  note?: Voucher;
}

/**
 * The voucher payload (shared/src/books/voucher-input.ts). Against an invoice, only the lines being
 * returned, each naming its invoice line (the server copies item, rate, HSN and tax from it), with
 * the totals the server will compute sent along to be checked. `sent` gives, for each line sent,
 * the form's row, so the server's `items.<i>.quantity` can be shown at its row.
 */
export function notePayloadOf(
  draft: NoteDraft,
  context: NotePayloadContext,
): { payload: VoucherPayload; sent: number[] } {
  const { invoice, note } = context;
  const common = {
    company_id: context.companyId,
    voucher_type: context.type,
    date: draft.date,
    party_name: context.partyName,
    party_name_id: draft.party_id,
    narration: draft.narration.trim() || undefined,
    version: note?.version,
  } satisfies VoucherPayload;
  if (invoice) {
    const { lines, figures } = noteLinesOf(draft, context.rows, invoice);
    const kind = draft.kind;
    const returning = kind === 'return';
    const payload: VoucherPayload = {
      ...common,
      original_voucher_id: invoice._id,
      ...(kind === 'return' ? {} : { note_kind: kind, reason: draft.reason || PRICE_REASONS[kind] }),
      ...payloadTotalsOf(figures),
      items: lines.map((line) => ({
        original_line: context.rows[line.row]?.index ?? line.row,
        ...(returning ? { quantity: thousandthsToUnits(line.quantity) } : { amount: paiseToRupees(line.taxable) }),
      })),
    };
    return { payload, sent: lines.map((line) => line.row) };
  }
  const figures = invoiceFiguresOf(draft.items, '', context.taxEnabled, context.intraState);
  const payload: VoucherPayload = {
    ...common,
    reason: draft.reason || undefined,
    place_of_supply: context.taxEnabled ? gstStateOf(note?.place_of_supply ?? '')?.name : undefined,
    ...payloadTotalsOf(figures),
    items: draft.items.map((line) => payloadLineOf(line, context.taxEnabled, context.intraState)),
  };
  return { payload, sent: [] };
}

const FORM_FIELD_OF: Record<string, NoteField> = {
  date: 'date',
  party_name_id: 'party_id',
  original_voucher_id: 'original_id',
  reason: 'reason',
  narration: 'narration',
  items: 'items',
};

/**
 * A server (or shared schema) field as the form's field. `items.<i>.quantity` (or `.amount`, a
 * change of price) is the i-th line SENT, which is the row `sent[i]` of the form (rows changing
 * nothing are not sent).
 */
export function noteFieldOf(field: string, sent: readonly number[]): NoteField | undefined {
  const [head = '', index, name] = field.split('.');
  if (head === 'items' && sent.length > 0) {
    const boxes = name === 'amount' ? 'amounts' : 'quantities';
    const row = index === undefined ? undefined : sent[Number(index)];
    return row === undefined ? boxes : `${boxes}.${row}`;
  }
  return FORM_FIELD_OF[head];
}

/** The shared schema's verdict on a payload, as form issues (the API runs the same schema). */
export function notePayloadIssues(payload: VoucherPayload, sent: readonly number[]): NoteIssue[] {
  const parsed = voucherInputSchema.safeParse(payload);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    field: noteFieldOf(issue.path.map(String).join('.'), sent) ?? 'items',
    message: issue.message,
  }));
}

/** A Returned or Part returned invoice (all of every line, or some), from its notes; a change of price returns nothing. */
export type ReturnStatus = 'Returned' | 'Part returned';

export function returnStatusOf(voucher: Voucher): ReturnStatus | undefined {
  const returns = voucher.returns;
  if (!returns || returns.notes.length === 0) return undefined;
  const taken = (index: number) =>
    thousandthsOf(returns.lines.find((returned) => returned.order_index === index)?.quantity ?? 0);
  if (voucher.inventory.every((line) => taken(line.order_index) >= thousandthsOf(line.quantity))) return 'Returned';
  return voucher.inventory.some((line) => taken(line.order_index) > 0) ? 'Part returned' : undefined;
}

/** A list row's return status, as the server worked it out from the notes' quantities. */
export function rowReturnStatusOf(row: VoucherRow): ReturnStatus | undefined {
  if (row.status !== 'active') return undefined;
  if (row.fully_returned) return 'Returned';
  return row.goods_returned ? 'Part returned' : undefined;
}
