import type { FieldError } from '@app/shared/api/envelope';
import { VOUCHER_MESSAGES, type VoucherInput } from '@app/shared/books/voucher-input';
import type { VoucherType } from '@app/shared/books/voucher-types';
import { scaledToText } from '@app/shared/decimal';
import { ConflictError, ValidationError } from '#lib/errors';
import { dueOf, statusOf } from './invoice-due';
import type { InvoiceSettlements, SettledInvoice, VoucherRecord } from './voucher-record';

/**
 * Receipts and payments that settle invoices (issue 19: an invoice is overdue only while nothing
 * settles it): a receipt names sales invoices of its party and how much of each it pays, a
 * payment purchases; what is left of its amount stays on the party's account, as an advance.
 * The invoice keeps what settled it (`settlements`), written in the receipt's own transaction.
 */

/** The invoice type a receipt or payment settles. */
export const SETTLES: Partial<Record<VoucherType, VoucherType>> = { Receipt: 'Sales', Payment: 'Purchase' };

/** At most this many receipts settle one invoice (the invoice item lists them). */
export const MAX_SETTLEMENTS_PER_INVOICE = 100;

export const settledIds = (voucher: VoucherRecord): string[] =>
  (voucher.settles ?? []).map((settled) => settled.voucher_id);

const rupees = (paise: number) => scaledToText(paise, 2);

const settledBy = (voucher: VoucherRecord | null, invoiceId: string) =>
  voucher?.status === 'active' ? voucher.settles?.find((settled) => settled.voucher_id === invoiceId) : undefined;

/**
 * What a receipt or payment settles, checked against the invoices as read: each an active invoice
 * of its party of the type it settles, each amount at most what is due on it (counting what the
 * receipt being edited settled of it as due again), all of them at most the receipt's amount.
 */
export function settledInvoices(
  input: VoucherInput,
  invoices: ReadonlyMap<string, VoucherRecord>,
  previous: VoucherRecord | null,
  amount: number,
  problem: (field: string, message: string) => void,
): SettledInvoice[] {
  const settled: SettledInvoice[] = [];
  for (const [index, entry] of (input.settles ?? []).entries()) {
    const invoice = invoices.get(entry.voucher_id);
    const field = `settles.${index}`;
    const fits =
      invoice?.status === 'active' &&
      invoice.voucher_type === SETTLES[input.voucher_type] &&
      invoice.party_id === input.party_name_id;
    if (!invoice || !fits) {
      problem(`${field}.voucher_id`, VOUCHER_MESSAGES.settledMissing);
      continue;
    }
    const due = dueOf(invoice) + (settledBy(previous, invoice.voucher_id)?.amount ?? 0);
    const paying = entry.amount ?? 0;
    if (paying > due) {
      problem(`${field}.amount`, `Only ${rupees(due)} is due on ${invoice.voucher_number}`);
      continue;
    }
    settled.push({
      voucher_id: invoice.voucher_id,
      voucher_number: invoice.voucher_number,
      date: invoice.date,
      amount: paying,
    });
  }
  if (settled.reduce((total, entry) => total + entry.amount, 0) > amount)
    problem('settles', VOUCHER_MESSAGES.settledTooMuch);
  return settled;
}

/**
 * The invoice once a receipt or payment is written (`before` -> `after`, either null when it is
 * new or withdrawn): what it settled of the invoice replaced, and the status that follows.
 */
export function applySettlement(
  invoice: VoucherRecord,
  before: VoucherRecord | null,
  after: VoucherRecord | null,
): VoucherRecord {
  const writer = (after ?? before)?.voucher_id;
  const current = settledBy(after, invoice.voucher_id);
  const by = (invoice.settlements?.by ?? []).filter((entry) => entry.voucher_id !== writer);
  if (current && after) {
    by.push({
      voucher_id: after.voucher_id,
      voucher_number: after.voucher_number,
      date: after.date,
      amount: current.amount,
    });
  }
  if (by.length > MAX_SETTLEMENTS_PER_INVOICE) {
    throw new ValidationError(`An invoice can be settled by at most ${MAX_SETTLEMENTS_PER_INVOICE} receipts`);
  }
  const settlements: InvoiceSettlements | null =
    by.length > 0 ? { received: by.reduce((total, entry) => total + entry.amount, 0), by } : null;
  const { settlements: _dropped, ...rest } = invoice;
  const updated = { ...rest, ...(settlements ? { settlements } : {}) };
  return { ...updated, payment_status: statusOf(updated), version: invoice.version + 1 };
}

const receiptNumbers = (invoice: VoucherRecord) =>
  (invoice.settlements?.by ?? []).map((entry) => entry.voucher_number).join(', ');

/** An invoice settled by receipts is not withdrawn before they let go of it (their amounts are its). */
export function refuseWithdrawalWhenSettled(existing: VoucherRecord) {
  if (!existing.settlements?.by.length) return;
  const by = existing.voucher_type === 'Purchase' ? 'payment' : 'receipt';
  throw new ConflictError(
    `This invoice is settled by ${by} ${receiptNumbers(existing)}: edit the ${by} to take the invoice off it first`,
  );
}

/**
 * An invoice that receipts settle keeps its party, and its total never falls below what was paid,
 * credited and settled of it.
 */
export function settledEditProblems(existing: VoucherRecord, next: VoucherRecord): FieldError[] {
  if (!existing.settlements?.by.length) return [];
  const by = existing.voucher_type === 'Purchase' ? 'Payments' : 'Receipts';
  if (next.party_id !== existing.party_id) {
    return [
      {
        field: 'party_name_id',
        message: `${by} of this party settle this invoice (${receiptNumbers(existing)}): its party cannot change`,
      },
    ];
  }
  const owed = next.grand_total + (next.returns?.raised ?? 0) - (next.returns?.credited ?? 0);
  const paid = next.paid_amount + existing.settlements.received;
  if (paid > owed) {
    const message = `${by} settle ${rupees(existing.settlements.received)} of this invoice (${receiptNumbers(existing)}): what is paid cannot exceed its total`;
    return [{ field: 'paid_amount', message }];
  }
  return [];
}
