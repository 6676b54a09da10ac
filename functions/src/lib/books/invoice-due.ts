import { paymentStatus, type PaymentStatus } from '@app/shared/books/invoice-maths';
import { paymentStatusAfterNotes } from '@app/shared/books/notes';
import type { Paise } from '@app/shared/money';
import type { VoucherRecord } from './voucher-record';

type InvoiceFigures = Pick<VoucherRecord, 'grand_total' | 'paid_amount' | 'returns' | 'settlements'>;

/**
 * What is still due on an invoice: its grand total and what debit notes raised it by, less what
 * was paid on it when it was made, what credit notes credited and what receipts settled (for a
 * purchase: debit notes and payments). Never below nothing.
 */
export function dueOf(invoice: InvoiceFigures): Paise {
  const credits = invoice.paid_amount + (invoice.returns?.credited ?? 0) + (invoice.settlements?.received ?? 0);
  return Math.max(0, invoice.grand_total + (invoice.returns?.raised ?? 0) - credits);
}

/** An invoice's payment status from all of it: Paid once nothing is due (the one rule, for every writer). */
export function statusOf(invoice: InvoiceFigures): PaymentStatus {
  const { returns, settlements } = invoice;
  if (!returns && !settlements) return paymentStatus(invoice.paid_amount, invoice.grand_total);
  return paymentStatusAfterNotes(
    invoice.paid_amount + (settlements?.received ?? 0),
    invoice.grand_total,
    returns?.credited ?? 0,
    returns?.raised ?? 0,
  );
}
