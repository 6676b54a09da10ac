/**
 * The voucher types of the books: the spec's four (spec 001, 1) and the two notes of issue 18. A
 * Credit Note is raised on a customer against a sale (goods returned, or a lower price after the
 * sale); a Debit Note on a supplier against a purchase (goods returned to them, or a claim for a
 * lower price), as Tally and Zoho Books users know them (docs/design/returns-and-batches.md 7.1).
 * The spec's client sends the type capitalised ('Sales'); paths use it in lower case, with a
 * hyphen for the notes ('credit-note').
 */
export const VOUCHER_TYPES = [
  'Sales',
  'Purchase',
  'Receipt',
  'Payment',
  'Credit Note',
  'Debit Note',
  'Journal',
  'Contra',
] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];

export const INVOICE_TYPES = ['Sales', 'Purchase'] as const satisfies readonly VoucherType[];
export const NOTE_TYPES = ['Credit Note', 'Debit Note'] as const satisfies readonly VoucherType[];
export const TRANSACTION_TYPES = ['Receipt', 'Payment'] as const satisfies readonly VoucherType[];
/**
 * Issue 32, Tally's meaning: a Journal is any balanced set of debits and credits (depreciation,
 * provisions, adjustments); a Contra moves money between cash and bank accounts. Neither has items
 * or a party: every line names its ledger.
 */
export const JOURNAL_TYPES = ['Journal', 'Contra'] as const satisfies readonly VoucherType[];
export type JournalType = (typeof JOURNAL_TYPES)[number];
export const isJournalType = (type: VoucherType): type is JournalType => type === 'Journal' || type === 'Contra';
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export type NoteType = (typeof NOTE_TYPES)[number];

export const isInvoiceType = (type: VoucherType): type is InvoiceType => type === 'Sales' || type === 'Purchase';
export const isNoteType = (type: VoucherType): type is NoteType => type === 'Credit Note' || type === 'Debit Note';
/** Invoices and notes carry item lines; receipts and payments only accounting lines. */
export const hasItems = (type: VoucherType) => isInvoiceType(type) || isNoteType(type);

/** The invoice a note is raised against, and the note an invoice is returned by. */
export const ORIGINAL_TYPE: Record<NoteType, InvoiceType> = { 'Credit Note': 'Sales', 'Debit Note': 'Purchase' };
export const NOTE_OF: Record<InvoiceType, NoteType> = { Sales: 'Credit Note', Purchase: 'Debit Note' };

/**
 * What a note does to its invoice: takes goods back ('return'), lowers the price of what was
 * supplied ('value': a post-sale discount, a rate charged too high), or raises it ('increase': a
 * Debit Note on a customer for a sale billed too low, GST section 34(3)). Standalone notes and
 * notes written before kinds existed are returns. Only a Debit Note against a Sales invoice raises:
 * a supplier raising its own bill is a new Purchase (a supplementary bill), as in Zoho Books.
 */
export const NOTE_KINDS = ['return', 'value', 'increase'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];

/** What decides a voucher's side of the books and its sign there: its type and, for a note, its kind. */
export interface VoucherKind {
  voucher_type: VoucherType;
  note_kind?: NoteKind | null;
}

/** A Debit Note raising a sale's value: on the sales side, adding to it. */
export const raisesSale = (voucher: VoucherKind) =>
  voucher.voucher_type === 'Debit Note' && voucher.note_kind === 'increase';

/** The invoice type a note of this kind is raised against (a Debit Note raising a price: a sale). */
export const originalTypeOf = (type: NoteType, kind: NoteKind | null | undefined): InvoiceType =>
  type === 'Debit Note' && kind === 'increase' ? 'Sales' : ORIGINAL_TYPE[type];

/**
 * The side of the books a voucher with items is on: a sale, its credit notes and the debit notes
 * raising it; or a purchase and its debit notes.
 */
export const bookSide = (voucher: VoucherKind): InvoiceType => {
  const type = voucher.voucher_type;
  if (isNoteType(type)) return originalTypeOf(type, voucher.note_kind);
  return type === 'Purchase' ? 'Purchase' : 'Sales';
};

/**
 * How a voucher's lines count in the figures of its side (stock, HSN, customer, GSTR-1): a sale
 * adds to outwards and its credit note takes back from them; a purchase adds to inwards and its
 * debit note takes back; a debit note raising a sale adds to it.
 */
export const sideSign = (voucher: VoucherKind): 1 | -1 =>
  isNoteType(voucher.voucher_type) && !raisesSale(voucher) ? -1 : 1;

/** The vouchers on the sales side of the books (the ones GSTR-1 and the sales summaries read). */
export const SALES_SIDE_TYPES = ['Sales', 'Credit Note', 'Debit Note'] as const satisfies readonly VoucherType[];

/** The type's name without spaces, for keys and attribute names ('CreditNote', 'credit_note'). */
export const TYPE_KEY: Record<VoucherType, string> = {
  Sales: 'Sales',
  Purchase: 'Purchase',
  Receipt: 'Receipt',
  Payment: 'Payment',
  'Credit Note': 'CreditNote',
  'Debit Note': 'DebitNote',
  Journal: 'Journal',
  Contra: 'Contra',
};
export const typeAttribute = (type: VoucherType) => type.toLowerCase().replace(' ', '_');

/**
 * The company-day figures a voucher adds to (`<name>_count`, `_total`, `_taxable`, `_tax`): its
 * type's, except that debit notes raising sales keep their own, so that the purchase side's
 * debit notes stay apart from them.
 */
export const dayFiguresName = (voucher: VoucherKind) =>
  raisesSale(voucher) ? 'sales_debit_note' : typeAttribute(voucher.voucher_type);

/** Every company-day name vouchers of a type add to (a list of that type totals them all). */
export const dayFiguresNamesOf = (type: VoucherType): string[] =>
  type === 'Debit Note' ? ['debit_note', 'sales_debit_note'] : [typeAttribute(type)];
/** 'credit-note' for paths. */
export const typeSlug = (type: VoucherType) => type.toLowerCase().replace(' ', '-');

/** 'sales', 'SALES', 'Sales', 'credit-note' or 'credit note' as the voucher type, or undefined. */
export function voucherTypeOf(text: string): VoucherType | undefined {
  const lower = text.trim().toLowerCase().replace(/[-_]/g, ' ');
  return VOUCHER_TYPES.find((type) => type.toLowerCase() === lower);
}

/**
 * Why a note was raised: the portal's list (GSTR-1's old `rsn` values), which Tally offers too.
 * A note against an invoice returns goods; a standalone note names its reason.
 */
export const NOTE_REASONS = [
  'Sales Return',
  'Post Sale Discount',
  'Deficiency in services',
  'Correction in Invoice',
  'Change in POS',
  'Finalization of Provisional assessment',
  'Others',
] as const;

export const PAYMENT_MODES = ['Cash', 'Card', 'Net Banking', 'NEFT', 'Cheque'] as const;
export const TRANSPORT_MODES = ['By Road', 'By Rail', 'By Air', 'By Sea'] as const;

/** Spec 5: the vehicle box's label follows the mode of transport. */
export const VEHICLE_LABELS: Record<(typeof TRANSPORT_MODES)[number], string> = {
  'By Road': 'Vehicle Number',
  'By Rail': 'Train Number',
  'By Air': 'Flight Number',
  'By Sea': 'Container Number',
};

/**
 * The party's side of each type (DESIGN.md 4, spec 7's accounting-line rules; negative = debit):
 * a sale debits the customer, a purchase credits the supplier, a receipt credits the payer and a
 * payment debits the payee.
 */
export const PARTY_SIGN: Record<VoucherType, 1 | -1> = {
  Sales: -1,
  Purchase: 1,
  Receipt: 1,
  Payment: -1,
  'Credit Note': 1,
  'Debit Note': -1,
  // A journal's first line is its 'party': a debit, as Tally's Day Book names it.
  Journal: -1,
  Contra: -1,
};

/** Spec 7: order_index of accounting lines is 0 for purchase and 1 for sales. */
export const ORDER_INDEX: Record<VoucherType, 0 | 1> = {
  Sales: 1,
  Purchase: 0,
  Receipt: 1,
  Payment: 0,
  'Credit Note': 1,
  'Debit Note': 0,
  Journal: 0,
  Contra: 0,
};

/** The groups whose ledgers are the cash and bank accounts of receipts and payments. */
export const ACCOUNT_GROUPS = ['Cash-in-Hand', 'Bank Accounts'] as const;
/** The groups whose ledgers a Contra moves money between: cash, bank and the bank overdraft. */
export const CONTRA_GROUPS = [...ACCOUNT_GROUPS, 'Bank OD A/c'] as const;
/** The groups whose ledgers are parties on invoices (and their sub-groups: ledgers.ts). */
export { PARTY_GROUPS } from './party-groups';
