import type { VoucherRecord } from '#lib/books/voucher-record';
import { auditOf } from '#lib/db/audit';
import { setStep, transact } from '#lib/db/transact';
import { voucherKey } from '#lib/db/vouchers';
import { ConflictError } from '#lib/errors';
import type { StoredEInvoice } from './einvoice-record';

export const CHANGED_MEANWHILE = 'The invoice was changed meanwhile; reload it and try again';

/**
 * Writes the invoice's registration (a new IRN, or its cancellation) on the voucher with its audit
 * entry, in one transaction that holds only if nobody changed the voucher since it was read. The
 * version moves on, so an edit begun before the IRN came fails (409) instead of changing an
 * invoice the IRP has.
 */
export async function keepEInvoice(
  voucher: VoucherRecord,
  einvoice: StoredEInvoice,
  action: 'irn' | 'irn_cancel',
  actorId: string,
): Promise<VoucherRecord> {
  const after: VoucherRecord = { ...voucher, einvoice, version: voucher.version + 1 };
  await transact([
    setStep(
      voucherKey(voucher.company_id, voucher.voucher_id),
      { einvoice, version: after.version },
      { expression: 'version = :version', values: { ':version': voucher.version } },
      () => new ConflictError(CHANGED_MEANWHILE),
    ),
    auditOf(action, actorId, voucher, after),
  ]);
  return after;
}
