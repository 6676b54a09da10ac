import type { VoucherType } from '@app/shared/books/voucher-types';
import { MAX_PENDING } from '@app/shared/einvoice/einvoice-docs';
import { readInvoices } from '#lib/books/linked-invoices';
import type { VoucherRecord } from '#lib/books/voucher-record';
import { voucherRows } from '#lib/db/vouchers';

/** Invoices read at a time: BatchGetItem's own ceiling. */
const READ_AT_ONCE = 100;

/**
 * The active invoices of these types dated in the period, oldest first, at most MAX_PENDING: read
 * from the period's list rows, then the invoices themselves a hundred at a time (no scan of the
 * books). `truncated` when the period holds more.
 */
export async function periodInvoices(
  companyId: string,
  range: { from: string; to: string },
  types: readonly VoucherType[],
): Promise<{ invoices: VoucherRecord[]; truncated: boolean }> {
  const rows = await voucherRows<{ voucher_id: string }>(
    companyId,
    { start: range.from, end: range.to },
    { types, includeCancelled: false, terms: [] },
    true,
    MAX_PENDING + 1,
  );
  const ids = rows.slice(0, MAX_PENDING).map((row) => row.voucher_id);
  const invoices: VoucherRecord[] = [];
  for (let start = 0; start < ids.length; start += READ_AT_ONCE) {
    const batch = ids.slice(start, start + READ_AT_ONCE);
    const read = await readInvoices(companyId, batch);
    invoices.push(...batch.flatMap((id) => read.get(id) ?? []));
  }
  return { invoices, truncated: rows.length > MAX_PENDING };
}
