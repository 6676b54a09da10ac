import type { Paise } from '../money';
import { rupeesText } from '../money';

/**
 * Paying by UPI from a shared invoice (issue 37): the UPI deep link (NPCI's `upi://pay` intent),
 * which a phone opens in the payer's UPI app and a QR code carries to one on another phone, filled
 * with the payee, the amount due and the invoice it pays, so nothing is typed and the payment
 * names its invoice.
 */

/** A UPI ID (virtual payment address): name@handle. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9.-]{1,63}$/;

export interface UpiPayment {
  /** The payee's UPI ID (pa). */
  vpa: string;
  /** The payee's name as the payer's app shows it (pn). */
  payeeName: string;
  amount: Paise;
  /** The invoice's number: the transaction's reference (tr) and, with the note, its remark (tn). */
  invoiceNumber: string;
}

/** The intent's text: parameters in NPCI's order, each percent-encoded, the amount in rupees. */
export function upiPaymentUri(payment: UpiPayment): string {
  const parameters: [string, string][] = [
    ['pa', payment.vpa],
    ['pn', payment.payeeName.slice(0, 50)],
    ['tr', payment.invoiceNumber],
    ['tn', `Invoice ${payment.invoiceNumber}`],
    ['am', rupeesText(payment.amount)],
    ['cu', 'INR'],
  ];
  return `upi://pay?${parameters.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
}
