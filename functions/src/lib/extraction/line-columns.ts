import type { ReadNumber, ReadText } from '@app/shared/bills/bill-draft';
import { gstComponentOf } from './bill-taxes';
import type { ExpenseReading } from './expense-readings';
import { firstParsed, labelNames, labelled, typed } from './line-fields';
import { gstRateInRow, hsnCode, hsnInRow } from './line-row-text';
import { parsePercent } from './parse-amount';
import { cleanText, readNumber, readText } from './read-values';

/** A figure worked out from others: as sure as the least sure of them, and printed nowhere. */
export const derivedFrom = (reads: readonly ReadNumber[], value: number): ReadNumber => ({
  value,
  confidence: Math.min(...reads.map((read) => read.confidence)),
  region: null,
});

/** The UNIT field, a column labelled 'UOM', or the unit printed after the quantity ('10 STRIP'). */
export function unitOf(
  fields: readonly ExpenseReading[],
  quantityFound: { reading: ExpenseReading; value: { unit: string | undefined } } | undefined,
): ReadText | null {
  const field = [...typed(fields, 'UNIT'), ...labelled(fields, 'unit')][0];
  if (field) return readText(field, cleanText(field.text));
  const printed = quantityFound?.value.unit;
  return quantityFound && printed !== undefined ? readText(quantityFound.reading, printed) : null;
}

/**
 * The HSN or SAC code: a PRODUCT_CODE of 4, 6 or 8 digits (longer ones are EAN barcodes, shorter
 * ones article numbers), a column labelled 'HSN' or 'SAC', else on a GST bill a code in the row.
 */
export function hsnOf(
  fields: readonly ExpenseReading[],
  row: { reading: ExpenseReading; description: string; figures: number[] } | undefined,
): ReadText | null {
  const found =
    firstParsed(typed(fields, 'PRODUCT_CODE'), (text) => hsnCode(text)) ??
    firstParsed(labelled(fields, 'hsn'), (text) => hsnCode(text, [4, 5, 6, 7, 8]));
  if (found) return readText(found.reading, found.value);
  const code = row && hsnInRow(row.reading.text, row.description, row.figures);
  return row && code !== undefined ? readText(row.reading, code) : null;
}

/** The GST rate from columns labelled 'GST %', or 'CGST %' and 'SGST %' added up. */
function labelledTaxRate(fields: readonly ExpenseReading[]): ReadNumber | undefined {
  const isRate = (field: ExpenseReading) =>
    labelNames(field, 'taxRate') || (/gst|tax/i.test(field.label) && field.text.includes('%'));
  const rates = fields.filter(isRate).flatMap((field) => {
    const rate = parsePercent(field.text);
    return rate === undefined ? [] : [{ read: readNumber(field, rate), component: gstComponentOf(field.label) }];
  });
  const whole = rates.find((rate) => rate.component === undefined || rate.component === 'igst');
  if (whole) return whole.read;
  const halves = rates.filter((rate) => rate.component !== undefined).map((rate) => rate.read);
  if (halves.length === 0) return undefined;
  return derivedFrom(
    halves,
    halves.reduce((sum, half) => sum + half.value, 0),
  );
}

/** The line's GST rate: a labelled column, else on a GST bill the percentages in the row. */
export function taxRateOf(fields: readonly ExpenseReading[], row: ExpenseReading | undefined): ReadNumber | null {
  const labelledRate = labelledTaxRate(fields);
  if (labelledRate) return labelledRate;
  const rate = row && gstRateInRow(row.text);
  return row && rate !== undefined ? readNumber(row, rate) : null;
}
