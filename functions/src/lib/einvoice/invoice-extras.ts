import type { VoucherRecord } from '#lib/books/voucher-record';
import { auditOf, type RecordAction } from '#lib/db/audit';
import { setStep, transact, type Step } from '#lib/db/transact';
import { voucherKey } from '#lib/db/vouchers';
import { ConflictError } from '#lib/errors';

export const CHANGED_MEANWHILE = 'The invoice was changed meanwhile; reload it and try again';

/** What the e-invoice and e-way bill write on an invoice, beside its books. */
export type InvoiceExtras = Partial<Pick<VoucherRecord, 'einvoice' | 'transport' | 'eway_bill'>>;

/**
 * Writes what the IRP and the road add to an invoice (its IRN or its cancellation, its transport,
 * its e-way bill) with its audit entry, in one transaction that holds only if nobody changed the
 * invoice since it was read. The version moves on, so an edit begun before an IRN came fails
 * (409) instead of changing an invoice the IRP has.
 */
export async function keepOnInvoice(
  voucher: VoucherRecord,
  extras: InvoiceExtras,
  action: RecordAction,
  actorId: string,
  alongside: Step[] = [],
): Promise<VoucherRecord> {
  const after: VoucherRecord = { ...voucher, ...extras, version: voucher.version + 1 };
  await transact([
    setStep(
      voucherKey(voucher.company_id, voucher.voucher_id),
      { ...extras, version: after.version },
      { expression: 'version = :version', values: { ':version': voucher.version } },
      () => new ConflictError(CHANGED_MEANWHILE),
    ),
    auditOf(action, actorId, voucher, after),
    ...alongside,
  ]);
  return after;
}
