/**
 * What a line's EXPENSE_ROW (the whole row as printed) can add when no field of its own holds it.
 * Read only on GST bills: elsewhere a 4-digit article number or a '10% off' is not an HSN or a rate.
 */

/** The total GST rates in force (percent); a row printing CGST and SGST shows half of one twice. */
const GST_RATES = [0, 0.1, 0.25, 1, 1.5, 3, 5, 12, 18, 28, 40];
const PERCENT = /(\d{1,2}(?:\.\d{1,3})?)\s*%/g;
/** HSN and SAC codes have 4, 6 or 8 digits, standing alone (not part of '12.50', 'B2309', '1,000'). */
const CODE = /(?<![\w.,/-])(\d{4}|\d{6}|\d{8})(?![\w.,%/-])/g;

/** A printed HSN or SAC code ('3004 90 99', '3004.90.99' included) as its digits. */
export function hsnCode(text: string, allowedLengths: readonly number[] = [4, 6, 8]): string | undefined {
  const digits = text.replace(/[\s.]/g, '');
  return /^\d+$/.test(digits) && allowedLengths.includes(digits.length) ? digits : undefined;
}

/** The row's first HSN-like code outside the description that is not one of the line's own figures. */
export function hsnInRow(row: string, description: string, figures: readonly number[]): string | undefined {
  const rest = description === '' ? row : row.replace(description, ' ');
  for (const [, code = ''] of rest.matchAll(CODE)) {
    if (!figures.includes(Number(code))) return code;
  }
  return undefined;
}

/** The line's GST rate from the percentages in its row: '18%' is 18; '6% ... 6%' (CGST and SGST) is 12. */
export function gstRateInRow(row: string): number | undefined {
  const rates = [...row.matchAll(PERCENT)].map(([, rate = '']) => Number(rate));
  const pairedRate = rates.find((rate, index) => rates.indexOf(rate) !== index && GST_RATES.includes(rate * 2));
  if (pairedRate !== undefined) return pairedRate * 2;
  return rates.find((rate) => GST_RATES.includes(rate));
}
