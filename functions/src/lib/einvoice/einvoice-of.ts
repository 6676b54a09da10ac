import { buildEInvoice, documentTypeOf, supplyTypeOf } from '@app/shared/einvoice/einvoice-build';
import { einvoiceProblems, type EInvoiceProblem } from '@app/shared/einvoice/einvoice-checks';
import type { EInvoiceJson } from '@app/shared/einvoice/einvoice-schema';
import { indianDate } from '@app/shared/financial-year';
import type { VoucherRecord } from '#lib/books/voucher-record';
import type { CompanyRecord } from '#lib/db/companies';
import { reportWithinDays, type EInvoiceSettingsRecord } from './einvoice-settings';
import { einvoiceTransportOf } from './eway-bills';

export const EINVOICE_OFF = 'E-invoicing is off for this company: turn it on in Settings > E-invoice';
export const NOT_ACTIVE = 'A cancelled invoice is not e-invoiced';

export interface EInvoiceOf {
  /** Whether the invoice is e-invoiced at all: a sales invoice or note to a registered buyer or abroad, e-invoicing on. */
  applicable: boolean;
  json: EInvoiceJson | null;
  problems: EInvoiceProblem[];
}

/** An invoice's e-invoice JSON and what stops it from leaving, as the company's setting reads it. */
export function einvoiceOf(
  company: CompanyRecord,
  voucher: VoucherRecord,
  settings: EInvoiceSettingsRecord,
  today = indianDate(),
): EInvoiceOf {
  if (!documentTypeOf(voucher)) return { applicable: false, json: null, problems: [] };
  if (!settings.enabled || !settings.applies_from)
    return { applicable: false, json: null, problems: [{ where: 'company', message: EINVOICE_OFF }] };
  if (voucher.status !== 'active')
    return { applicable: false, json: null, problems: [{ where: 'invoice', message: NOT_ACTIVE }] };
  // Transport given and no e-way bill yet: the IRP makes the e-way bill with the IRN (EwbDtls).
  const transport = voucher.transport && !voucher.eway_bill ? einvoiceTransportOf(voucher.transport) : undefined;
  const json = buildEInvoice(company, voucher, transport);
  const problems = einvoiceProblems(voucher, json, {
    today,
    appliesFrom: settings.applies_from,
    reportWithinDays: reportWithinDays(settings),
  });
  // A B2C invoice needs no IRN: its problem says so, and the invoice page shows nothing of it.
  return { applicable: supplyTypeOf(voucher) !== 'B2C', json, problems };
}
