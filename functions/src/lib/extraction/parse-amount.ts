import { MONEY_PLACES, QUANTITY_PLACES, parseScaled, scaledToNumber } from '@app/shared/decimal';

const CURRENCY = String.raw`(?:₹|rs\.?|inr|us\$|\$|usd|€|eur|£|gbp|[a-z](?![a-z]))`;
const SIGN = '[-−–+]';
/**
 * An amount as bills print it: an optional opening parenthesis, sign and currency in either order,
 * digits with Western or Indian grouping, then marks without digits ('S' for a taxed item, '/Unit').
 */
const AMOUNT_PATTERN = new RegExp(
  String.raw`^(\()?\s*(${SIGN})?\s*${CURRENCY}?\s*:?\s*(${SIGN})?\s*${CURRENCY}?\s*(\d[\d,]*(?:\.\s?\d+)?)\s*(\))?([^\d%]*)$`,
  'iu',
);
const MINUS = /^[-−–]$/u;
const QUANTITY_PATTERN = /^(\d[\d,]*(?:\.\d+)?)\s*([a-z][a-z.]{0,11})?$/i;

/**
 * A non-negative decimal (digits, grouping commas, one point) as an integer of `places` places,
 * the extra places rounded half away from zero; undefined past a safe integer.
 */
export function decimalToScaled(text: string, places: number): number | undefined {
  const plain = /^\d+,\d{2}$/.test(text) ? text.replace(',', '.') : text.replaceAll(',', '');
  const [whole = '', fraction = ''] = plain.replace(/\s/g, '').split('.');
  const scaled = parseScaled(`${whole}.${fraction.slice(0, places).padEnd(places, '0')}`, places);
  if (scaled === undefined) return undefined;
  return fraction.charAt(places) >= '5' ? scaled + 1 : scaled;
}

/**
 * Rupees (or any currency's units) from a printed amount: '$1,350.00', '₹ 1,23,456.00', '899.99 S',
 * '(12.00)', 'Rs. 1,939/-', '$-1,136.16', '0.44-'. A comma before exactly two final digits ('38,48')
 * is read as a misread decimal point, since Indian grouping never ends in a pair. Undefined for
 * text that is not one amount (a GSTIN, a percentage, two figures).
 */
export function parseAmount(raw: string): number | undefined {
  const text = raw
    .normalize('NFKC')
    .trim()
    .replace(/\/-$/, '')
    .replace(/^(\d+)-(\d{2})$/, '$1.$2');
  const match = AMOUNT_PATTERN.exec(text);
  if (!match) return undefined;
  const [, open, signBefore = '', signAfter = '', digits = '', close, tail = ''] = match;
  const paise = decimalToScaled(digits, MONEY_PLACES);
  if (paise === undefined) return undefined;
  const negative =
    MINUS.test(signBefore) ||
    MINUS.test(signAfter) ||
    (open !== undefined && close !== undefined) ||
    /^\s*-/.test(tail);
  return scaledToNumber(negative ? -paise : paise, MONEY_PLACES);
}

/** A printed quantity and the unit written after it: '10 STRIP' is 10 and 'STRIP'; '4.5' is 4.5. */
export function parseQuantity(raw: string): { value: number; unit: string | undefined } | undefined {
  const match = QUANTITY_PATTERN.exec(raw.normalize('NFKC').trim());
  if (!match) return undefined;
  const thousandths = decimalToScaled(match[1] ?? '', QUANTITY_PLACES);
  if (thousandths === undefined) return undefined;
  const unit = match[2]?.replace(/\.$/, '');
  return { value: scaledToNumber(thousandths, QUANTITY_PLACES), unit: unit === '' ? undefined : unit };
}

/** A rate in percent, with or without its sign: '18%', '12.00', '2.5 %'. */
export function parsePercent(raw: string): number | undefined {
  const match = /^(\d{1,3}(?:\.\d+)?)\s*%?$/.exec(raw.trim());
  const value = match?.[1] === undefined ? undefined : Number(match[1]);
  return value !== undefined && value <= 100 ? value : undefined;
}
