import { formatRupees } from '@app/shared/money';

/** The public page a link's token opens, on this site. */
export const invoiceLinkUrl = (token: string, origin: string = window.location.origin) => `${origin}/i/${token}`;

/**
 * The buyer's WhatsApp number from the invoice's phone ('+91 98200 12345'): an Indian mobile number
 * (ten digits, the first 6 to 9, with or without +91 or a leading 0) as wa.me takes it: 91XXXXXXXXXX.
 * Anything else (a landline, another country's number) may not be on WhatsApp, so then the sender
 * picks the chat.
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/[\s()-]/g, '');
  const mobile = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(digits)?.[1];
  return mobile ? `91${mobile}` : null;
}

export interface SharedInvoice {
  number: string;
  company: string;
  /** In rupees. */
  grandTotal: number;
  url: string;
}

/** The message that goes with the link: 'Invoice SI/26-27/0001 from Verma Medical Stores for ₹310.00: https://…'. */
export const shareText = ({ number, company, grandTotal, url }: SharedInvoice) =>
  `Invoice ${number} from ${company} for ${formatRupees(grandTotal)}: ${url}`;

/** WhatsApp's click-to-chat link with the message typed in: to the buyer's number when known. */
export const whatsappHref = (phone: string | null | undefined, text: string) =>
  `https://wa.me/${whatsappNumber(phone) ?? ''}?text=${encodeURIComponent(text)}`;
