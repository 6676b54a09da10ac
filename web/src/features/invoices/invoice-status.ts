import type { Voucher, VoucherRow } from '@app/shared/books/voucher-docs';
import { isInvoiceType } from '@app/shared/books/voucher-types';

/**
 * Spec 2 (invoice detail page): an invoice's status chip, upper-case: PAID, PENDING (something is
 * still due), OVERDUE (still due after its due date; issue 19), CANCELLED.
 */
export type InvoiceStatus = 'PAID' | 'PENDING' | 'OVERDUE' | 'CANCELLED';

interface StatusFigures {
  status: Voucher['status'];
  payment_status: Voucher['payment_status'];
  /** The day it falls due (its date when it has no due date). */
  due_on?: string | undefined;
}

export function invoiceStatusOf(invoice: StatusFigures, today: string): InvoiceStatus {
  if (invoice.status !== 'active') return 'CANCELLED';
  if (invoice.payment_status === 'Paid') return 'PAID';
  return invoice.due_on !== undefined && invoice.due_on < today ? 'OVERDUE' : 'PENDING';
}

/** An invoice's status as its page reads it. */
export const voucherStatusOf = (voucher: Voucher, today: string): InvoiceStatus =>
  invoiceStatusOf({ ...voucher, due_on: voucher.due_date ?? voucher.date }, today);

/** A list row's status; notes, receipts and payments have none. */
export const rowStatusOf = (row: VoucherRow, today: string): InvoiceStatus | undefined =>
  isInvoiceType(row.voucher_type) ? invoiceStatusOf(row, today) : undefined;
