import type { Content } from 'pdfmake/interfaces';
import { TRANSPORT_MODE_CODES, type EwayBill } from '@app/shared/einvoice/eway-docs';
import type { VoucherRecord } from '#lib/books/voucher-record';
import type { StoredEInvoice } from '#lib/einvoice/einvoice-record';
import { RULED } from './document-parts';

/** 'YYYY-MM-DD HH:mm:ss' (the IRP's) as printed: 27/11/2026 14:05. */
const printedAckDate = (ackDate: string) =>
  `${ackDate.slice(8, 10)}/${ackDate.slice(5, 7)}/${ackDate.slice(0, 4)} ${ackDate.slice(11, 16)}`;

/**
 * The QR's side in points. pdfmake draws each module a whole number of points (floor(fit / modules),
 * a dot when that is 0): a signed QR of the IRP's (a JWT of 800 to 1,300 characters, versions 20 to
 * 28 at ECC L, up to 129 modules) needs at least as many points as modules; 130 points (4.6 cm) holds
 * them all at a point a module, which a phone reads off paper.
 */
const QR_POINTS = 130;

/**
 * An e-invoice's registration as the invoice must print it (rule 48(4), issue 36): the IRN, the
 * acknowledgement number and date, and the IRP's signed QR code (the JWT itself is what the QR
 * holds, so any verifier app reads the IRP's signature from it). A cancelled IRN says so.
 */
export function einvoiceBlock(einvoice: StoredEInvoice): Content {
  const rows: Content[] = [
    { text: 'e-Invoice', bold: true, fontSize: 9.5 },
    { text: [{ text: 'IRN: ', bold: true }, einvoice.irn], style: 'small' },
    { text: [{ text: 'Ack No: ', bold: true }, einvoice.ack_no] },
    { text: [{ text: 'Ack Date: ', bold: true }, printedAckDate(einvoice.ack_date)] },
    ...(einvoice.status === 'cancelled'
      ? [{ text: `IRN cancelled${einvoice.cancel_reason ? ` (${einvoice.cancel_reason})` : ''}`, color: '#c0392b' }]
      : []),
  ];
  return {
    table: {
      widths: ['*', QR_POINTS],
      body: [[{ stack: rows }, { qr: einvoice.signed_qr, fit: QR_POINTS, eccLevel: 'L', alignment: 'right' }]],
    },
    layout: RULED,
    unbreakable: true,
    margin: [0, 0, 0, 6],
  };
}

/** An ISO instant as printed in India: 30-11-2026 23:59. */
const printedIndianTime = (iso: string) => {
  const india = new Date(Date.parse(iso) + 5.5 * 3_600_000).toISOString();
  return `${india.slice(8, 10)}-${india.slice(5, 7)}-${india.slice(0, 4)} ${india.slice(11, 16)}`;
};

/** The e-way bill as the invoice prints it: its number and the end of its validity (rule 138). */
export const ewayBillLine = (bill: EwayBill) => `${bill.number} (valid till ${printedIndianTime(bill.valid_till)})`;

/**
 * How the goods travel, as printed: the e-way bill's transport when given (mode, vehicle,
 * transporter, distance), else the invoice's own mode and vehicle fields.
 */
export function transportLine(voucher: VoucherRecord): string | null {
  const given = voucher.transport;
  if (!given) return [voucher.mode_of_transport, voucher.vehicle_number].filter(Boolean).join(', ') || null;
  return [
    TRANSPORT_MODE_CODES[given.mode],
    given.vehicle_number,
    given.transporter_name,
    given.document_number ? `doc ${given.document_number}` : null,
    `${given.distance_km} km`,
  ]
    .filter(Boolean)
    .join(', ');
}
