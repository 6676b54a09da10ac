import { MAX_PENDING, type PendingEInvoices } from '@app/shared/einvoice/einvoice-docs';
import { readInvoices } from '#lib/books/linked-invoices';
import type { CompanyRecord } from '#lib/db/companies';
import { voucherRows } from '#lib/db/vouchers';
import { ValidationError } from '#lib/errors';
import { EINVOICE_OFF, einvoiceOf } from './einvoice-of';
import type { EInvoiceSettingsRecord } from './einvoice-settings';

/** Invoices read at a time: BatchGetItem's own ceiling. */
const READ_AT_ONCE = 100;

/**
 * The period's sales invoices and notes still to be reported (no active IRN), as e-invoice JSON,
 * and those that cannot leave as they are. Read from the period's list rows, then the invoices
 * themselves a hundred at a time (no scan of the books).
 */
export async function pendingEInvoices(
  company: CompanyRecord,
  settings: EInvoiceSettingsRecord,
  range: { from: string; to: string },
): Promise<PendingEInvoices> {
  if (!settings.enabled) throw new ValidationError(EINVOICE_OFF, [{ field: 'company_id', message: EINVOICE_OFF }]);
  const rows = await voucherRows<{ voucher_id: string }>(
    company.company_id,
    { start: range.from, end: range.to },
    { types: ['Sales', 'Credit Note', 'Debit Note'], includeCancelled: false, terms: [] },
    true,
    MAX_PENDING + 1,
  );
  const result: PendingEInvoices = { documents: [], refused: [], truncated: rows.length > MAX_PENDING };
  const ids = rows.slice(0, MAX_PENDING).map((row) => row.voucher_id);
  for (let start = 0; start < ids.length; start += READ_AT_ONCE) {
    const batch = ids.slice(start, start + READ_AT_ONCE);
    const invoices = await readInvoices(company.company_id, batch);
    for (const id of batch) {
      const voucher = invoices.get(id);
      if (!voucher || voucher.einvoice?.status === 'active') continue;
      const { applicable, json, problems } = einvoiceOf(company, voucher, settings);
      if (!applicable || !json) continue;
      const listed = { vouchar_id: id, voucher_number: voucher.voucher_number };
      if (problems.length > 0) result.refused.push({ ...listed, problems });
      else result.documents.push({ ...listed, date: voucher.date, json });
    }
  }
  return result;
}
