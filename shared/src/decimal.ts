/**
 * Exact decimal arithmetic for money and quantities. Inside, every amount is an integer count of
 * its smallest unit (paise: 2 places; quantities: thousandths, 3 places; tax rates: hundredths of
 * a percent, 2 places). Text and JSON numbers are converted here, once, without floating point,
 * and every division rounds the same way: half away from zero, as GST rounding does.
 */

/** Places kept for each kind of figure. */
export const MONEY_PLACES = 2;
export const QUANTITY_PLACES = 3;
export const PERCENT_PLACES = 2;

const DECIMAL_PATTERN = /^(\d+)(?:\.(\d+))?$/;

/** The decimal text a JSON number stands for ('12.5' for 12.5), or undefined for NaN, ±Infinity, 1e21. */
export function numberText(value: number): string | undefined {
  if (!Number.isFinite(value)) return undefined;
  const text = String(Math.abs(value));
  if (text.includes('e')) return undefined;
  return value < 0 ? `-${text}` : text;
}

/** How many digits follow the decimal point in a plain decimal text ('12.50' has 2). */
export const decimalPlaces = (text: string) => text.split('.')[1]?.length ?? 0;

/**
 * A non-negative decimal text as an integer of `places` decimal places: parseScaled('12.5', 2) is
 * 1250. Undefined when the text is not a plain decimal, has more places than allowed, or the result
 * would not be a safe integer.
 */
export function parseScaled(text: string, places: number): number | undefined {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > places) return undefined;
  const scaled = Number(BigInt(whole) * 10n ** BigInt(places) + BigInt(fraction.padEnd(places, '0') || '0'));
  return Number.isSafeInteger(scaled) ? scaled : undefined;
}

/** A scaled integer as a JSON number (1250 with 2 places is 12.5). Exact for every safe integer. */
export const scaledToNumber = (scaled: number, places: number) => Number(scaledToText(scaled, places));

/** A scaled integer as plain text with all its places ('12.50'). */
export function scaledToText(scaled: number, places: number): string {
  const digits = BigInt(Math.abs(scaled))
    .toString()
    .padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return scaled < 0 ? `-${text}` : text;
}

/** numerator / denominator, rounded half away from zero. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

/** a x b / c for scaled integers, computed exactly and rounded once. */
export function multiplyDivide(a: number, b: number, c: number): number {
  return Number(divideRounded(BigInt(a) * BigInt(b), BigInt(c)));
}
