import type { PendingEInvoices } from '@app/shared/einvoice/einvoice-docs';
import type { CompanyRecord } from '#lib/db/companies';
import { ValidationError } from '#lib/errors';
import { EINVOICE_OFF, einvoiceOf } from './einvoice-of';
import type { EInvoiceSettingsRecord } from './einvoice-settings';
import { periodInvoices } from './period-invoices';

/**
 * The period's sales invoices and notes still to be reported (no active IRN), as e-invoice JSON,
 * and those that cannot leave as they are.
 */
export async function pendingEInvoices(
  company: CompanyRecord,
  settings: EInvoiceSettingsRecord,
  range: { from: string; to: string },
): Promise<PendingEInvoices> {
  if (!settings.enabled) throw new ValidationError(EINVOICE_OFF, [{ field: 'company_id', message: EINVOICE_OFF }]);
  const { invoices, truncated } = await periodInvoices(company.company_id, range, [
    'Sales',
    'Credit Note',
    'Debit Note',
  ]);
  const result: PendingEInvoices = { documents: [], refused: [], truncated };
  for (const voucher of invoices) {
    if (voucher.einvoice?.status === 'active') continue;
    const { applicable, json, problems } = einvoiceOf(company, voucher, settings);
    if (!applicable || !json) continue;
    const listed = { vouchar_id: voucher.voucher_id, voucher_number: voucher.voucher_number };
    if (problems.length > 0) result.refused.push({ ...listed, problems });
    else result.documents.push({ ...listed, date: voucher.date, json });
  }
  return result;
}
