import { CURRENCY_NAMES } from '../parse-amount';

/**
 * What printed values look like: amounts, dates, document numbers, names. Values are kept as
 * printed; these only decide whether some text is such a value (the mapper parses it).
 */

const CURRENCY = String.raw`(?:${CURRENCY_NAMES})`;
/** 1,064.25 and 1,23,456.00 (commas), 1.234,56 (points), 1'312.50 (Swiss), 717,97 and 1939 (plain). */
const NUMBER = String.raw`(?:\d{1,3}(?:,\d{2})*,\d{3}(?:\.\d{1,2})?|\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d{1,3}(?:['’]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)`;
const SIGN = '[-−–]';
const MONEY = new RegExp(
  String.raw`^\(?\s*${SIGN}?\s*(${CURRENCY})?\s*${SIGN}?\s*(${NUMBER})\s*(${CURRENCY})?\s*\)?\s*(?:/-)?(?:\s+[a-z])?[\]|]?$`,
  'iu',
);

/**
 * An amount as bills print it ('₹1,346.00', '$ 16.94', '- 5.00', '€ 717,97', 'Rs 1939'). Strictly,
 * it must show a currency, two decimals or grouping, so that a quantity or a year is not one;
 * `plainIntegers` also takes a bare '1939' (right after a label such as 'Total').
 */
export function isMoney(text: string, plainIntegers = false): boolean {
  const match = MONEY.exec(text.trim());
  if (!match) return false;
  const [, before, digits = '', after] = match;
  if (before !== undefined || after !== undefined) return true;
  if (/[.,]\d{2}$/.test(digits) || /\d[,.]\d{3}/.test(digits)) return true;
  return plainIntegers && /^\d{1,9}$/.test(digits);
}

const MONTH = String.raw`(?:jan(?:uary|uari)?|feb(?:ruary|ruari)?|mar(?:ch)?|maart|m[äa]r(?:z)?|apr(?:il)?|may|mai|mei|june?|juni|july?|juli|aug(?:ust|ustus)?|sep(?:t(?:ember)?)?|oct(?:ober)?|okt(?:ober)?|nov(?:ember)?|dec(?:ember)?|dez(?:ember)?)`;
const DATE = new RegExp(
  [
    String.raw`(?<!\d)\d{4}\s*[-/.]\s*\d{1,2}\s*[-/.]\s*\d{1,2}(?!\d)`,
    String.raw`(?<!\d)\d{1,2}\s*[-/.]\s*\d{1,2}\s*[-/.]\s*(?:\d{4}|\d{2})(?!\d)`,
    String.raw`(?<!\d)\d{1,2}(?:st|nd|rd|th)?\.?[\s-]*${MONTH}\.?[\s,'-]*(?:\d{4}|\d{2})(?!\d)`,
    String.raw`(?<![a-z])${MONTH}\.?\s*\d{1,2}(?:st|nd|rd|th)?\s*,?\s*\d{4}(?!\d)`,
  ].join('|'),
  'iu',
);

/** Where the first date in `text` is ('31/12/2017', '7. Mai 2014', 'August 3 , 2014', '01-Jan-2021'). */
export function findDate(text: string): { start: number; end: number } | undefined {
  const match = DATE.exec(text);
  return match ? { start: match.index, end: match.index + match[0].length } : undefined;
}

/** Label marks printed between a label and its value, or before a number ('#', ':', 'No.'). */
export const stripLeadingMarks = (text: string) => text.replace(/^[\s:#.\-–|]+/u, '');

const NUMBER_WORD = /^(?:no|nr|n[°º]|number|nummer|num[ée]ro)\.?(?=[\s:#]|$)/iu;

/**
 * A document number: one token with a digit ('SI/26-27/0042', 'INV-3337', 'invoice_number_1',
 * 'GT\5153'), not a date nor an amount with a currency. Undefined otherwise.
 */
export function documentNumberIn(text: string): string | undefined {
  // The rest of a label OCR split off it ('Invoice | No.: OM/26-27/00873').
  const [token = ''] = stripLeadingMarks(stripLeadingMarks(text).replace(NUMBER_WORD, '')).split(/\s+/);
  // OCR reads a box's rule beside a number as '|' ('ABC12345|').
  const cleaned = token.replace(/^\|+/, '').replace(/[.,;:|]+$/, '');
  if (cleaned.length < 2 || cleaned.length > 40 || !/\d/.test(cleaned)) return undefined;
  if (!/^[\p{L}\d][\p{L}\d/\\_.\-#]*$/u.test(cleaned)) return undefined;
  const date = findDate(cleaned);
  if (date && date.end - date.start === cleaned.length) return undefined;
  return cleaned;
}

/**
 * A foreign tax number ('DE 232 446 240', 'NL810433941B01', '29670869006'): six digits or more,
 * the first part of a sender's line ('FR11999999998 - SIRET : 99999999800010 - APE : 4778C').
 */
export function taxNumberIn(text: string): string | undefined {
  const [value = ''] = stripLeadingMarks(text)
    .trim()
    .split(/\s+[-–|·,;]\s+/u);
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && /^[A-Z]{0,3}[\s-]?[\dA-Z][\dA-Z\s./-]*$/i.test(value) && value.length <= 24 ? value : undefined;
}

/** Text that can be a business's name: letters, short, not a contact detail, date or figure. */
export function looksLikeName(text: string): boolean {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  const digits = (text.match(/\d/g) ?? []).length;
  return (
    letters >= 3 &&
    digits <= letters / 3 &&
    text.length <= 60 &&
    text.split(/\s+/).length <= 8 &&
    !/@|www\.|https?:|\.com\/|^\(/i.test(text) &&
    findDate(text) === undefined &&
    !isMoney(text)
  );
}
