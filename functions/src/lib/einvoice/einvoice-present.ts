import { IRN_CANCEL_HOURS, type EInvoiceStatus } from '@app/shared/einvoice/einvoice-docs';
import type { StoredEInvoice } from './einvoice-record';

/** The IRP's 'YYYY-MM-DD HH:mm:ss' India time as an instant. */
export const irpTime = (text: string) => new Date(`${text.replace(' ', 'T')}+05:30`);

/** Until when the IRN can still be cancelled: 24 hours after its acknowledgement. */
export const cancellableUntil = (einvoice: StoredEInvoice) =>
  new Date(irpTime(einvoice.ack_date).getTime() + IRN_CANCEL_HOURS * 3_600_000);

export function presentEInvoice(einvoice: StoredEInvoice): EInvoiceStatus {
  return {
    irn: einvoice.irn,
    ack_no: einvoice.ack_no,
    ack_date: einvoice.ack_date,
    signed_qr: einvoice.signed_qr,
    status: einvoice.status,
    source: einvoice.source,
    cancelled_at: einvoice.cancelled_at ?? null,
    cancel_reason: einvoice.cancel_reason ?? null,
    cancellable_until: einvoice.status === 'active' ? cancellableUntil(einvoice).toISOString() : null,
  };
}
