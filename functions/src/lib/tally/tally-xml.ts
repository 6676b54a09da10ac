import { unitsText } from '@app/shared/money';

/** How Tally's XML writes values (export-books.ts): escaped text, elements left out when empty, quantities and dates (rupees as the forms write them: rupeesText). */

export const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const element = (name: string, value: string | null | undefined) =>
  value ? `<${name}>${escaped(value)}</${name}>` : '';

export const message = (body: string) => `<TALLYMESSAGE xmlns:UDF="TallyUDF">${body}</TALLYMESSAGE>`;

/** A quantity with its unit, as Tally writes it: ' 12.5 KGS'. */
export const quantityOf = (quantity: number, unit: string) => ` ${unitsText(quantity)} ${unit}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** YYYY-MM-DD as Tally writes an expiry: '30-Jun-2027'. */
export const expiryText = (iso: string) =>
  `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1] ?? ''}-${iso.slice(0, 4)}`;
