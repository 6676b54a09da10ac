import type { ReadNumber, ReadText } from '@app/shared/bills/bill-draft';
import { MONEY_PLACES, multiplyDivide, scaledToNumber } from '@app/shared/decimal';
import type { ExpenseReading } from './expense-readings';
import { firstParsed, labelled } from './line-fields';
import { parseAmount, parsePercent, parseQuantity } from './parse-amount';
import { parseExpiry } from './parse-expiry';
import { readNumber, readText } from './read-values';

/**
 * A pharmacy distributor's columns (issue 34): batch, expiry, MRP, free quantity and discount.
 * Textract gives them as OTHER line-item fields named by their header, as does the local reader.
 */

/** A quantity with its scheme in one cell: '10+2' is 10 billed and 2 free. */
const BILLED_PLUS_FREE = /^(\d+(?:\.\d+)?)\s*\+\s*(\d+(?:\.\d+)?)$/;
/** A batch number: letters, digits and - / . between them, 3 to 20 of them, at least one digit. */
const BATCH = /^(?=.*\d)[A-Z0-9][A-Z0-9\-/.]{1,18}[A-Z0-9]$/i;

const plusFree = (text: string) => BILLED_PLUS_FREE.exec(text.trim());

/** A quantity cell's billed part: the cell itself ('10 STRIP'), or '10' of '10+2'. */
export function billedQuantity(text: string): { value: number; unit: string | undefined } | undefined {
  const parsed = parseQuantity(text);
  if (parsed) return parsed;
  const scheme = plusFree(text);
  return scheme ? parseQuantity(scheme[1] ?? '') : undefined;
}

/** The batch number: its column's cell, spaces OCR put inside it dropped. */
export function batchOf(fields: readonly ExpenseReading[]): ReadText | null {
  const found = firstParsed(labelled(fields, 'batch'), (text) => {
    const joined = text.replace(/\s+/g, '');
    return BATCH.test(joined) ? joined.toUpperCase() : undefined;
  });
  return found ? readText(found.reading, found.value) : null;
}

/** The expiry, as the month's last day. */
export function expiryOf(fields: readonly ExpenseReading[]): ReadText | null {
  const found = firstParsed(labelled(fields, 'expiry'), parseExpiry);
  return found ? readText(found.reading, found.value) : null;
}

export function mrpOf(fields: readonly ExpenseReading[]): ReadNumber | null {
  const found = firstParsed(labelled(fields, 'mrp'), parseAmount);
  return found ? readNumber(found.reading, found.value) : null;
}

/** The free quantity: a 'Free' or 'Sch' column, or the '+2' of a quantity cell '10+2'. */
export function freeQuantityOf(
  fields: readonly ExpenseReading[],
  quantity: ExpenseReading | undefined,
): ReadNumber | null {
  const found = firstParsed(labelled(fields, 'free'), (text) => parseQuantity(text)?.value);
  if (found) return found.value > 0 ? readNumber(found.reading, found.value) : null;
  const scheme = quantity && plusFree(quantity.text);
  const free = scheme ? parseQuantity(scheme[2] ?? '')?.value : undefined;
  return quantity && free !== undefined && free > 0 ? readNumber(quantity, free) : null;
}

const toPaise = (rupees: number) => Math.round(rupees * 100);
const near = (a: number, b: number) => Math.abs(a - b) <= 1;

/**
 * The discount in rupees. A 'Disc %' cell is a percent of quantity x rate; a bare 'Disc' cell is
 * whichever of a percent or rupees makes quantity x rate less the discount the line's amount, and
 * rupees when neither does.
 */
export function discountOf(
  fields: readonly ExpenseReading[],
  figures: { quantity: ReadNumber | undefined; rate: ReadNumber | undefined; amount: ReadNumber | undefined },
): ReadNumber | null {
  const found = firstParsed(labelled(fields, 'discount'), (text) => parseAmount(text.replace('%', '')));
  if (!found || found.value === 0) return null;
  const { quantity, rate, amount } = figures;
  const gross = quantity && rate ? multiplyDivide(toPaise(rate.value), Math.round(quantity.value * 1000), 1000) : 0;
  const percentPaise = Math.round((gross * found.value) / 100);
  const percent =
    (found.reading.label + found.reading.text).includes('%') && parsePercent(found.reading.text) !== undefined;
  const amountPaise = amount ? toPaise(amount.value) : undefined;
  const percentFits = amountPaise !== undefined && near(gross - percentPaise, amountPaise);
  const rupeesFit = amountPaise !== undefined && near(gross - toPaise(found.value), amountPaise);
  if (gross > 0 && (percentFits || (percent && !rupeesFit)) && quantity && rate) {
    return readNumber(found.reading, scaledToNumber(percentPaise, MONEY_PLACES));
  }
  return readNumber(found.reading, found.value);
}
