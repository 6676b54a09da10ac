import { normalizeGstin } from '@app/shared/gst/gstin';

/**
 * The company a purchase bill is addressed to (issue 34). Its name and GSTIN are known, so the
 * block that prints them is the buyer's, never the supplier's, however the bill is laid out: a
 * supplier's name is never the company's own, and the GSTIN that is not the company's is the
 * supplier's.
 */
export interface BillBuyer {
  /** Its name, and the name it prints on documents when that differs. */
  names: readonly string[];
  gstin?: string;
}

/** Words of a company's name with the legal forms and punctuation that vary between prints dropped. */
const LEGAL_FORMS = /\b(?:m s|the|pvt|private|ltd|limited|llp|inc|co|company|corp|corporation|gmbh|ag|bv|llc|plc)\b/g;
const nameWords = (text: string) =>
  ` ${text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')} `
    .replace(LEGAL_FORMS, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Whether printed text names the buyer: all of one of its names' words, in order, among the text's. */
export function namesBuyer(text: string, buyer: BillBuyer | undefined): boolean {
  const printed = ` ${nameWords(text)} `;
  return (buyer?.names ?? []).some((each) => {
    const name = nameWords(each);
    return name.length >= 3 && printed.includes(` ${name} `);
  });
}

/** Whether text holds the buyer's own GSTIN (spaces and letter case aside). */
export function holdsBuyersGstin(text: string, buyer: BillBuyer | undefined): boolean {
  if (!buyer?.gstin) return false;
  const compact = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return compact(text).includes(compact(normalizeGstin(buyer.gstin)));
}
