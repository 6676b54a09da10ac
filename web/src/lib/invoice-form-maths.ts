import {
  invoiceFigures,
  invoiceQuantity,
  lineFigures,
  type InvoiceFigures,
  type LineFigures,
  type LineInput,
} from '@app/shared/books/invoice-maths';
import { MONEY_PLACES, PERCENT_PLACES, QUANTITY_PLACES, parseScaled, scaledToText } from '@app/shared/decimal';
import type { Paise } from '@app/shared/money';
import { unitOf } from '@app/shared/reference/units';

/**
 * An invoice form's figures (the invoice form's, and the bill review's purchase), worked out exactly
 * as the server works them out (shared invoice-maths, in paise, thousandths and hundredths of a
 * percent), from the text the boxes hold. The server recomputes every figure and refuses totals that
 * disagree, so the forms never add floats.
 */

/** What an invoice line needs for its figures; the boxes' text, as typed. */
export interface LineText {
  unit: string;
  quantity: string;
  rate: string;
  discount: string;
  tax_rate: string;
}

/** A decimal unit (kg, litres) takes 2 decimals on an invoice; the others whole numbers (spec 5). */
export const isDecimalUnit = (unit: string) => unitOf(unit)?.si_representation === 'decimal';

/** Text as a scaled integer; empty (and anything the boxes would not let through) is 0. */
export const scaledOf = (text: string, places: number) => parseScaled(text.trim() || '0', places) ?? 0;
export const paiseOf = (text: string): Paise => scaledOf(text, MONEY_PLACES);

/** Rupees as the API gives them (at most 2 decimals) in paise, exactly: by their digits, not by x 100. */
export function paiseOfRupees(rupees: number): Paise {
  const paise = parseScaled(Math.abs(rupees).toFixed(MONEY_PLACES), MONEY_PLACES) ?? 0;
  return rupees < 0 ? -paise : paise;
}

/** Spec 5 and 9: whole-number units floor the quantity, decimal units round it to 2 places. */
export function invoiceQuantityOf(text: string, unit: string): number {
  return invoiceQuantity(scaledOf(text, QUANTITY_PLACES), isDecimalUnit(unit));
}

/** The quantity as the line keeps it: '2.7' PCS is '2', '1.256' KGS is '1.26'. */
export function normalisedQuantity(text: string, unit: string): string {
  if (text.trim() === '') return text;
  return scaledToText(invoiceQuantityOf(text, unit), QUANTITY_PLACES).replace(/\.?0+$/, '');
}

export function lineInputOf(line: LineText, taxEnabled: boolean): LineInput {
  return {
    quantity: invoiceQuantityOf(line.quantity, line.unit),
    rate: paiseOf(line.rate),
    discount: paiseOf(line.discount),
    // The server charges no tax at all for a company with tax off.
    tax_rate: taxEnabled ? scaledOf(line.tax_rate, PERCENT_PLACES) : 0,
  };
}

export const lineFiguresOf = (line: LineText, taxEnabled: boolean, intraState: boolean): LineFigures =>
  lineFigures(lineInputOf(line, taxEnabled), intraState);

export function invoiceFiguresOf(
  lines: readonly LineText[],
  additionalCharge: string,
  taxEnabled: boolean,
  intraState: boolean,
  reverseCharge = false,
): InvoiceFigures {
  return invoiceFigures(
    lines.map((line) => lineFiguresOf(line, taxEnabled, intraState)),
    paiseOf(additionalCharge),
    reverseCharge,
  );
}
