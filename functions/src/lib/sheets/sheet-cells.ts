import { INDIA, gstStateOf, stateNameOf } from '@app/shared/gst/state-codes';

/**
 * A spreadsheet's cells as the forms take them: people write '₹ 1,25,000.00', '+91 98765 43210',
 * '12%' or '27-Maharashtra' where a form has 125000.00, 9876543210, 12 and Maharashtra. What cannot
 * be read is passed on as written, for the form's own rule to refuse with its message.
 */

/** A cell's text, trimmed; undefined when empty. */
export const cellText = (values: Readonly<Record<string, string>>, key: string): string | undefined => {
  const text = values[key]?.trim();
  return text === '' ? undefined : text;
};

/** An amount or quantity without its currency, grouping commas and spaces: '₹ 1,25,000.50' is '125000.50'. */
export const plainNumber = (text: string) => text.replace(/₹|rs\.?|inr|,|\s/gi, '').replace(/\/-$/, '');

/** A rate without its per cent sign: '12 %' is '12'. */
export const percentText = (text: string) => text.replace(/%|\s/g, '');

/** A mobile number as the form takes it: 10 digits, without +91, 91 or a leading 0. */
export function phoneNumber(text: string): string {
  const digits = text.replace(/[\s\-().]/g, '');
  const national = /^(?:\+?91|0)?(\d{10})$/.exec(digits);
  return national?.[1] ?? text;
}

/** The state a cell names ('27', '27-Maharashtra', 'maharashtra'), as the form names it. */
export const stateName = (text: string) => gstStateOf(text)?.name ?? text;

/** The state a GSTIN is registered in, from its first two digits. */
export const stateOfGstin = (gstin: string | undefined) =>
  gstin && /^\d{2}/.test(gstin) ? stateNameOf(gstin.slice(0, 2)) : undefined;

/** India in any case ('INDIA', 'india'); another country as written. */
export const countryName = (text: string) => (text.toLowerCase() === INDIA.toLowerCase() ? INDIA : text);
