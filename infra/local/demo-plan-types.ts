import type { NoteKind } from '@app/shared/books/voucher-types';
import type { Paise } from '@app/shared/money';
import type { MoneyAccount, PaymentMode } from './demo-parties';

/**
 * The demo year as data: every voucher the demo company will have, by the names of its parties
 * and products and by `ref`, the plan's own name for a voucher, until the engine gives it an id.
 * Quantities are units, rates rupees; settled amounts are paise or 'due' (all that is still due
 * on the bill when the receipt is entered).
 */

export interface PlannedLine {
  product: string;
  quantity: number;
  rate: number;
  /** A batch-tracked product's batch: named by the delivery, and by the sale, first expiring first. */
  batch?: { number: string; expiry: string; mrp?: number };
}

interface Planned {
  ref: string;
  date: string;
  party: string;
  narration?: string;
}

export interface PlannedInvoice extends Planned {
  kind: 'invoice';
  type: 'Sales' | 'Purchase';
  dueDate: string;
  /** A purchase keeps its supplier's bill number. */
  billNumber?: string;
  lines: PlannedLine[];
  /** Goods sent to another state go by road, with the vehicle's number on the invoice. */
  vehicle?: string;
}

export interface PlannedSettlement extends Planned {
  kind: 'settlement';
  type: 'Receipt' | 'Payment';
  account: MoneyAccount;
  mode: PaymentMode;
  settles: { ref: string; amount: Paise | 'due' }[];
}

export interface PlannedNote extends Planned {
  kind: 'note';
  type: 'Credit Note' | 'Debit Note';
  noteKind: NoteKind;
  /** The invoice it is against. */
  against: string;
  reason: 'Sales Return' | 'Post Sale Discount' | 'Correction in Invoice';
  /** Per line of the invoice: the quantity returned, or the change of its taxable value (paise). */
  lines: { line: number; quantity?: number; amount?: Paise }[];
}

export type PlannedVoucher = PlannedInvoice | PlannedSettlement | PlannedNote;

export interface DemoPlan {
  /** The first day of the books (1 April) and the day the demo is made. */
  start: string;
  today: string;
  /** In date order; vouchers of one day in the order they happen. */
  vouchers: PlannedVoucher[];
}
