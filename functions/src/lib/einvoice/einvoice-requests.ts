import {
  EINVOICE_CANCEL_REASONS,
  EINVOICE_REQUEST_MESSAGES,
  type CancelIrnInput,
  type EInvoiceView,
} from '@app/shared/einvoice/einvoice-docs';
import type { EInvoiceJson } from '@app/shared/einvoice/einvoice-schema';
import type { EwayBill } from '@app/shared/einvoice/eway-docs';
import { irnOf } from '@app/shared/einvoice/irn';
import { withdrawVoucher } from '#lib/books/posting';
import { refuseWithdrawalWithNotes } from '#lib/books/note-original';
import { refuseWithdrawalWhenSettled } from '#lib/books/settlements';
import { requireVoucher } from '#lib/books/voucher-requests';
import type { VoucherRecord } from '#lib/books/voucher-record';
import { getCompany, type CompanyRecord } from '#lib/db/companies';
import type { Membership } from '#lib/db/memberships';
import { BadGatewayError, ConflictError, NotFoundError, ValidationError } from '#lib/errors';
import { einvoiceOf } from './einvoice-of';
import { cancellableUntil, irpTime, presentEInvoice } from './einvoice-present';
import { ewayRowSteps } from './eway-bills';
import type { StoredEInvoice } from './einvoice-record';
import { credentialsOf, getEInvoiceSettings, type EInvoiceSettingsRecord } from './einvoice-settings';
import { IRP_ERRORS, IrpError, type IrpCredentials, type IrpDocument } from './irp-api';
import { irpClient } from './irp-client';
import { IRP_CLIENT_ERRORS } from './irp-exchange';
import { keepOnInvoice } from './invoice-extras';

/** What an e-invoice request works on: the company, the invoice and the company's setting. */
export interface EInvoiceParts {
  company: CompanyRecord;
  voucher: VoucherRecord;
  settings: EInvoiceSettingsRecord;
}

export async function requireEInvoiceParts(companyId: string, voucherId: string): Promise<EInvoiceParts> {
  const [company, voucher, settings] = await Promise.all([
    getCompany(companyId),
    requireVoucher(companyId, voucherId),
    getEInvoiceSettings(companyId),
  ]);
  if (!company) throw new NotFoundError('Company not found');
  return { company, voucher, settings };
}

export function einvoiceView({ company, voucher, settings }: EInvoiceParts): EInvoiceView {
  const registered = voucher.einvoice ? presentEInvoice(voucher.einvoice) : null;
  // A registered invoice is as the IRP has it: what would stop it now (its age) no longer matters.
  if (registered) return { applicable: true, json: null, problems: [], einvoice: registered };
  const { applicable, json, problems } = einvoiceOf(company, voucher, settings);
  return { applicable, json, problems, einvoice: null };
}

export function requireCredentials({ company, settings }: EInvoiceParts): IrpCredentials {
  const credentials = credentialsOf(settings, company.company_settings.tax_details.tin ?? '');
  if (!credentials) {
    const message = EINVOICE_REQUEST_MESSAGES.noApiUser;
    throw new ValidationError(message, [{ field: 'api_username', message }]);
  }
  return credentials;
}

/**
 * An IRP refusal as the user reads it; what is not the invoice's fault (the IRP unreachable, an
 * answer not signed by it or for another IRN) as 502, having kept nothing.
 */
export function refusal(error: unknown): Error {
  if (!(error instanceof IrpError)) return error instanceof Error ? error : new Error(String(error));
  const codes = new Set(error.details.map((detail) => detail.code));
  if (codes.has(IRP_CLIENT_ERRORS.network)) return new BadGatewayError(EINVOICE_REQUEST_MESSAGES.unreachable);
  if (codes.has(IRP_CLIENT_ERRORS.wrongIrn)) return new BadGatewayError(EINVOICE_REQUEST_MESSAGES.irnMismatch);
  if (codes.has(IRP_CLIENT_ERRORS.signature)) return new BadGatewayError(error.message);
  const message = EINVOICE_REQUEST_MESSAGES.refused(error.details.map((detail) => detail.message).join('; '));
  return new ValidationError(message, [{ field: 'irp', message }]);
}

const storedOf = (document: IrpDocument, actorId: string): StoredEInvoice => ({
  irn: document.irn,
  ack_no: document.ackNo,
  ack_date: document.ackDate,
  signed_qr: document.signedQrCode,
  status: 'active',
  source: 'api',
  registered_at: new Date().toISOString(),
  registered_by: actorId,
});

/** The e-way bill the IRP made with the IRN, when it made one. */
function ewayBillOfDocument(document: IrpDocument): EwayBill | undefined {
  if (!document.ewbNo || !document.ewbDate || !document.ewbValidTill) return undefined;
  return {
    number: document.ewbNo,
    made_at: irpTime(document.ewbDate).toISOString(),
    valid_till: irpTime(document.ewbValidTill).toISOString(),
    source: 'irp',
  };
}

/**
 * The IRN is the hash of the seller, year, type and number: a duplicate's IRN that is not this
 * invoice's is refused (the client checks a new IRN itself).
 */
async function requireOwnIrn(json: EInvoiceJson, irn: string) {
  const own = await irnOf(json.SellerDtls.Gstin, json.DocDtls.Typ, json.DocDtls.No, json.DocDtls.Dt);
  if (own !== irn) throw new BadGatewayError(EINVOICE_REQUEST_MESSAGES.irnMismatch);
}

/**
 * Reports the invoice to the IRP and keeps its IRN. A 'Duplicate IRN' answer means the IRP has the
 * invoice already (a request that timed out after it registered, or the portal): its registration
 * is read back by IRN and kept, so a retry never leaves the invoice without its IRN.
 */
export async function registerInvoice(
  parts: EInvoiceParts,
  actorId: string,
): Promise<{ voucher: VoucherRecord; message: string }> {
  if (parts.voucher.einvoice?.status === 'active') throw new ConflictError(EINVOICE_REQUEST_MESSAGES.hasIrn);
  const { json, problems } = einvoiceOf(parts.company, parts.voucher, parts.settings);
  if (!json || problems.length > 0) {
    const listed = problems.map((problem) => ({ field: problem.where, message: problem.message }));
    throw new ValidationError(listed[0]?.message ?? EINVOICE_REQUEST_MESSAGES.hasIrn, listed);
  }
  const credentials = requireCredentials(parts);
  let document: IrpDocument;
  let duplicate = false;
  try {
    document = await irpClient().generate(credentials, json);
  } catch (error) {
    const registered = error instanceof IrpError ? error.duplicate : undefined;
    if (!registered) throw refusal(error);
    await requireOwnIrn(json, registered.irn);
    document = await irpClient()
      .getByIrn(credentials, registered.irn)
      .catch((reading: unknown) => {
        throw refusal(reading);
      });
    duplicate = true;
  }
  // EwbDtls sent (transport given): the IRP made the e-way bill with the IRN.
  const bill = ewayBillOfDocument(document);
  const voucher = await keepOnInvoice(
    parts.voucher,
    { einvoice: storedOf(document, actorId), ...(bill ? { eway_bill: bill } : {}) },
    'irn',
    actorId,
    bill ? ewayRowSteps(parts.voucher, bill) : [],
  );
  const message = duplicate
    ? EINVOICE_REQUEST_MESSAGES.duplicate(document.ackNo)
    : EINVOICE_REQUEST_MESSAGES.generated(document.ackNo);
  return { voucher, message };
}

/**
 * Cancels the IRN on the IRP, then the invoice in the books (an invoice whose IRN is cancelled is
 * no tax invoice). What would stop the books' cancellation (its notes, its receipts) is checked
 * before the IRP is asked, so the two do not part.
 */
export async function cancelRegistration(
  parts: EInvoiceParts,
  input: CancelIrnInput,
  member: Membership,
  actorId: string,
): Promise<{ voucher: VoucherRecord; message: string }> {
  const { einvoice } = parts.voucher;
  if (einvoice?.status !== 'active') throw new ConflictError(EINVOICE_REQUEST_MESSAGES.noIrn);
  if (Date.now() > cancellableUntil(einvoice).getTime())
    throw new ConflictError(EINVOICE_REQUEST_MESSAGES.cancelTooLate);
  refuseWithdrawalWithNotes(parts.voucher);
  refuseWithdrawalWhenSettled(parts.voucher);
  const credentials = requireCredentials(parts);
  let cancelledAt = new Date().toISOString();
  try {
    cancelledAt = (await irpClient().cancel(credentials, einvoice.irn, input.reason, input.remark)).cancelDate;
  } catch (error) {
    const codes = error instanceof IrpError ? error.details.map((detail) => detail.code) : [];
    if (codes.includes(IRP_ERRORS.cancelTimeOver)) throw new ConflictError(EINVOICE_REQUEST_MESSAGES.cancelTooLate);
    // 'Invoice is not active': it was cancelled on the portal already; the books follow.
    if (!codes.includes(IRP_ERRORS.alreadyCancelled)) throw refusal(error);
  }
  const cancelled: StoredEInvoice = {
    ...einvoice,
    status: 'cancelled',
    cancelled_at: cancelledAt,
    cancel_reason: `${EINVOICE_CANCEL_REASONS[input.reason]}: ${input.remark}`,
  };
  const kept = await keepOnInvoice(parts.voucher, { einvoice: cancelled }, 'irn_cancel', actorId);
  const voucher = await withdrawVoucher(kept, member.user_id);
  return { voucher, message: EINVOICE_REQUEST_MESSAGES.cancelled };
}
