import { ConflictError } from '#lib/errors';

/**
 * An invoice's registration on the IRP, kept on the voucher (issue 36): its IRN, acknowledgement
 * and signed QR, how it came (the IRP's API or the portal's response file) and its cancellation.
 */
export interface StoredEInvoice {
  irn: string;
  ack_no: string;
  /** As the IRP wrote it: 'YYYY-MM-DD HH:mm:ss', India time. */
  ack_date: string;
  signed_qr: string;
  status: 'active' | 'cancelled';
  source: 'api' | 'portal';
  registered_at: string;
  registered_by: string;
  cancelled_at?: string;
  cancel_reason?: string;
}

export const IRN_LOCKED =
  'This invoice has an IRN: it cannot be changed. Cancel the IRN within 24 hours of its acknowledgement, or raise a credit note';

/** After an IRN the invoice stands as reported: no edit, and no cancelling it in the books before the IRN is. */
export function refuseEInvoicedChange(voucher: { einvoice?: StoredEInvoice }) {
  if (voucher.einvoice?.status === 'active') throw new ConflictError(IRN_LOCKED);
}
