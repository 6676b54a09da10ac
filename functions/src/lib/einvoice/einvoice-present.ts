import { IRN_CANCEL_HOURS, type EInvoiceStatus } from '@app/shared/einvoice/einvoice-docs';
import type { StoredEInvoice } from './einvoice-record';

/** The IRP's 'YYYY-MM-DD HH:mm:ss' India time as an instant. */
export const irpTime = (text: string) => new Date(`${text.replace(' ', 'T')}+05:30`);

/**
 * A time as the IRP or the portal's files write it, in India, as the IRP's 'YYYY-MM-DD HH:mm:ss':
 * the API's own form, or the portal's 'DD/MM/YYYY hh:mm:ss AM'; undefined for anything else.
 */
export function irpTimeText(text: string): string | undefined {
  const api = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(text.trim());
  const portal = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AP]M)?$/i.exec(text.trim());
  let normal: string | undefined;
  if (api) normal = `${api[1]} ${api[2]}`;
  else if (portal) {
    const [, day, month, year, hour = '0', minute, second = '00', half] = portal;
    const hours = half ? (Number(hour) % 12) + (half.toUpperCase() === 'PM' ? 12 : 0) : Number(hour);
    normal = `${year}-${month}-${day} ${String(hours).padStart(2, '0')}:${minute}:${second}`;
  }
  return normal && !Number.isNaN(irpTime(normal).getTime()) ? normal : undefined;
}

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
