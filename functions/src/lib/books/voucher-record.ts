import type { PaymentStatus } from '@app/shared/books/invoice-maths';
import type { ReturnedFigures } from '@app/shared/books/notes';
import type { NoteKind, NoteType, VoucherType } from '@app/shared/books/voucher-types';
import type { SupplyClass } from '@app/shared/gst/supply-class';
import type { Paise, Thousandths } from '@app/shared/money';
import type { EwayBill, Transport } from '@app/shared/einvoice/eway-docs';
import type { StoredEInvoice } from '#lib/einvoice/einvoice-record';

/** An invoice line as stored: the product at the time of the voucher and its computed figures. */
export interface StoredInvoiceLine {
  index: number;
  /** The product of a stock line; null on a purchase's expense line. */
  product_id: string | null;
  /** A purchase's expense line (issue 32): the expense or fixed-asset ledger it debits, not a product. */
  ledger_id?: string | null;
  name: string;
  unit: string;
  hsn_code: string | null;
  /** The billed quantity: the line's figures are of it. */
  quantity: Thousandths;
  /** A purchase scheme's free units, which come into stock at no cost (absent when none). */
  free_quantity?: Thousandths;
  rate: Paise;
  amount: Paise;
  discount: Paise;
  taxable: Paise;
  /** Hundredths of a percent. */
  tax_rate: number;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  tax: Paise;
  total: Paise;
  order_number: string | null;
  order_due_date: string | null;
  /** A note's line: the index of the invoice line it returns (absent on invoices and older records). */
  original_line?: number | null;
  /** The batch of a batch-tracked product's line (absent otherwise). */
  batch?: LineBatch | null;
  /** How GST treats it, from its product or expense ledger (absent: taxable; issue 33). */
  supply?: SupplyClass;
}

/** A line of a product, which moves stock: every line but a purchase's expense lines. */
export type StockLine = StoredInvoiceLine & { product_id: string };

export const stockLines = (lines: readonly StoredInvoiceLine[]): StockLine[] =>
  lines.filter((line): line is StockLine => line.product_id !== null);

/**
 * What a line moves in stock and its batch: the billed quantity and any free units ('10 + 2 free'
 * brings in 12, valued at the line's taxable value, so the free units lower the average cost).
 */
export const stockQuantityOf = (line: StoredInvoiceLine): Thousandths => line.quantity + (line.free_quantity ?? 0);

/** A line's batch: its key (batchKeyOf), the number as entered, expiry and manufacturing dates, MRP. */
export interface LineBatch {
  key: string;
  number: string;
  expiry: string;
  mfg: string | null;
  mrp: Paise | null;
}

/** The invoice a note is raised against, as the note prints it (CGST rule 53(1A)). */
export interface NoteAgainst {
  voucher_id: string;
  voucher_number: string;
  date: string;
  grand_total: Paise;
}

/** A note as its invoice lists it (type and kind absent on notes listed before they were kept: returns). */
export interface NoteRef extends NoteAgainst {
  voucher_type?: NoteType;
  note_kind?: NoteKind;
}

/**
 * What active notes did to an invoice, kept on the invoice in each note's transaction (design
 * 3.1): per line index the figures they took back (less what debit notes raised, so a later
 * return takes its share of the raised price), what credit notes credited and debit notes raised
 * in all, and the notes themselves.
 */
export interface InvoiceReturns {
  lines: Record<string, ReturnedFigures>;
  credited: Paise;
  /** What debit notes raising the sale added (absent before any did). */
  raised?: Paise;
  notes: NoteRef[];
}

/** An invoice a receipt or payment settles, and how much of it (what the receipt lists). */
export interface SettledInvoice {
  voucher_id: string;
  voucher_number: string;
  date: string;
  amount: Paise;
}

/**
 * What receipts (of a sale) or payments (of a purchase) settled of an invoice, kept on the invoice
 * in each receipt's transaction, as notes keep `returns`: in all, and by receipt.
 */
export interface InvoiceSettlements {
  received: Paise;
  by: SettledInvoice[];
}

/** A line of the voucher's double entry; negative is debit. The lines of a voucher sum to zero. */
export interface StoredAccountingLine {
  index: number;
  ledger_id: string;
  ledger_name: string;
  amount: Paise;
}

/** The party as the voucher shows it (copied when the voucher is written, as printed invoices are). */
export interface PartyDetails {
  name: string;
  group: string;
  tin: string | null;
  address: string | null;
  state: string | null;
  country: string | null;
  pincode: string | null;
  phone: string | null;
  email: string | null;
}

/**
 * A voucher as stored: one item holding its header, invoice lines and accounting lines, so a
 * 250-line invoice is one read and one write. `status`: a cancelled Sales invoice keeps its
 * number (GST); a deleted voucher of another type keeps its record for the audit trail.
 */
export interface VoucherRecord {
  voucher_id: string;
  company_id: string;
  voucher_type: VoucherType;
  voucher_number: string;
  date: string;
  party_id: string;
  party: PartyDetails;
  /** The cash or bank ledger of a receipt or payment. */
  account_id: string | null;
  place_of_supply: string | null;
  intra_state: boolean;
  tax_enabled: boolean;
  /** A purchase (or its debit note) whose tax the company pays under reverse charge (absent: no). */
  reverse_charge?: true;
  narration: string | null;
  reference_number: string | null;
  reference_date: string | null;
  mode_of_transport: string | null;
  vehicle_number: string | null;
  payment_mode: string | null;
  due_date: string | null;
  paid_amount: Paise;
  payment_status: PaymentStatus;
  subtotal: Paise;
  discount: Paise;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  tax: Paise;
  additional_charge: Paise;
  round_off: Paise;
  grand_total: Paise;
  lines: StoredInvoiceLine[];
  accounting: StoredAccountingLine[];
  /** A note's invoice; null on a standalone note (absent on other types and older records). */
  against?: NoteAgainst | null;
  /** Why a standalone note was raised (NOTE_REASONS). */
  reason?: string | null;
  /** What a note does: returns goods, lowers or raises a price (absent on other types and older notes: a return). */
  note_kind?: NoteKind;
  /** On an invoice: what its notes took back (absent until its first note). */
  returns?: InvoiceReturns | null;
  /** On a receipt or payment: the invoices it settles (absent when it settles none). */
  settles?: SettledInvoice[];
  /** On an invoice: what receipts or payments settled of it (absent until one did). */
  settlements?: InvoiceSettlements | null;
  /** A sales invoice or note registered on the IRP (issue 36): its IRN; absent until it has one. */
  einvoice?: StoredEInvoice;
  /** How a sales invoice's goods travel, for its e-way bill (issue 36); absent until given. */
  transport?: Transport;
  /** Its e-way bill once made (with the IRN, or on the portal and recorded); absent until then. */
  eway_bill?: EwayBill;
  status: 'active' | 'cancelled' | 'deleted';
  version: number;
  created_at: string;
  created_by: string;
  updated_at: string;
  updated_by: string;
}

/** The party line's amount: what the voucher does to the party (negative: the party owes more). */
export const partyAmount = (voucher: VoucherRecord): Paise =>
  voucher.accounting.find((line) => line.ledger_id === voucher.party_id)?.amount ?? 0;
