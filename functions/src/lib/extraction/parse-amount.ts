import { MONEY_PLACES, QUANTITY_PLACES, parseScaled, scaledToNumber } from '@app/shared/decimal';

/** Currency signs, codes and words bills print before or after a figure ('¥' too: OCR reads a small '₹' as one). */
export const CURRENCY_NAMES = String.raw`₹|rs\.?|inr|rupees?|us\$|a\$|c\$|s\$|hk\$|\$|usd|dollars?|€|eur(?:os?)?|£|gbp|chf|sfr\.?|fr\.?|¥|jpy|yen|rp\.?|idr|rm|npr|aud|cad|kr\.?`;
/** A currency, or a lone letter beside the figure ('S' for a taxed item on a receipt). */
const CURRENCY = String.raw`(?:${CURRENCY_NAMES}|[a-z](?![a-z]))`;
const SIGN = '[-−–+]';
/** Marks between digits besides commas and points: spaces (plain, no-break, thin) and apostrophes. */
const GAP = String.raw`[ '’\u00a0\u202f]`;
/**
 * An amount as bills print it: an optional opening parenthesis, sign and currency in either order,
 * a figure (digits, with commas, points, spaces or apostrophes between them: plainDecimal tells
 * which is which), then marks without digits ('S' for a taxed item, '/Unit', 'EURO', 'only').
 */
const AMOUNT_PATTERN = new RegExp(
  String.raw`^(\()?\s*(${SIGN})?\s*${CURRENCY}?\s*:?\s*(${SIGN})?\s*${CURRENCY}?\s*(\d(?:[\d,.]|${GAP}(?=\d))*)\s*(\))?([^\d%]*)$`,
  'iu',
);
const MINUS = /^[-−–]$/u;
const QUANTITY_PATTERN = /^(\d[\d,]*(?:\.\d+)?)\s*([a-z][a-z.]{0,11})?$/i;

/** Whole digits grouped by one mark: in thousands ('1.234.567', '1 234'), or the Indian way ('1,23,456'). */
function isGrouped(whole: string, mark: string): boolean {
  const groups = whole.split(mark);
  const [first = '', ...rest] = groups;
  const thousands = /^\d{1,3}$/.test(first) && rest.every((group) => /^\d{3}$/.test(group));
  const indian = mark === ',' && /^\d{1,2}(?:,\d{2})*,\d{3}$/.test(whole);
  return rest.length > 0 && (thousands || indian);
}

/**
 * A printed figure as plain digits with a point for decimals, whichever convention printed it:
 * '1,23,456.50' and '1,234.50' (Indian and Western), '1.234,50' and '1 234,50' (a decimal comma,
 * points or spaces between thousands), "1'234.50" (Swiss). The last comma or point is the decimal
 * mark when it is used once and the figure also has the other mark or a space, or when it is a
 * point, or when one or two digits follow it ('38,48': Indian grouping never ends in a pair);
 * otherwise it groups thousands ('1,234', '1.234.567'). Undefined when the marks make no number
 * ('1.2.3', '12 34').
 */
function plainDecimal(figure: string): string | undefined {
  // OCR's space after a decimal point ('14. 50'); every other gap is a space.
  const text = figure.replace(/([.,])\s+(?=\d+$)/u, '$1').replace(new RegExp(GAP, 'gu'), ' ');
  const last = /([.,])(\d+)$/u.exec(text);
  let [whole, fraction] = [text, ''];
  if (last) {
    const [, mark = '', digits = ''] = last;
    const other = mark === '.' ? ',' : '.';
    const once = text.indexOf(mark) === last.index;
    if (once && (text.includes(other) || text.includes(' ') || mark === '.' || digits.length <= 2)) {
      [whole, fraction] = [text.slice(0, last.index), digits];
    }
  }
  const marks = new Set(whole.replace(/\d/g, ''));
  if (marks.size > 1) return undefined;
  const [mark] = marks;
  if (mark !== undefined && !isGrouped(whole, mark)) return undefined;
  return fraction ? `${whole.replace(/\D/g, '')}.${fraction}` : whole.replace(/\D/g, '');
}

/**
 * A non-negative decimal (digits with a point for decimals) as an integer of `places` places, the
 * extra places rounded half away from zero; undefined past a safe integer.
 */
function plainToScaled(plain: string, places: number): number | undefined {
  const [whole = '', fraction = ''] = plain.split('.');
  const scaled = parseScaled(`${whole}.${fraction.slice(0, places).padEnd(places, '0')}`, places);
  if (scaled === undefined) return undefined;
  return fraction.charAt(places) >= '5' ? scaled + 1 : scaled;
}

/** A non-negative printed figure in any convention (plainDecimal) as an integer of `places` places. */
export function decimalToScaled(text: string, places: number): number | undefined {
  const plain = plainDecimal(text.trim());
  return plain === undefined ? undefined : plainToScaled(plain, places);
}

/**
 * Rupees (or any currency's units) from a printed amount: '$1,350.00', '₹ 1,23,456.00', '899.99 S',
 * '(12.00)', 'Rs. 1,939/-', '$-1,136.16', '0.44-', '1.234,56 €', 'EUR 250,00', "CHF 1'234.50".
 * Undefined for text that is not one amount (a GSTIN, a percentage, two figures).
 */
export function parseAmount(raw: string): number | undefined {
  const text = raw
    .normalize('NFKC')
    .trim()
    .replace(/\/-\s*(?:only)?$/i, '')
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
