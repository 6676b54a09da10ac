import { divideRounded } from '../decimal';
import type { Paise, Thousandths } from '../money';
import { lineAmount, taxOn, type LineFigures, type PaymentStatus, type TaxSplit } from './invoice-maths';

/**
 * The maths of credit and debit notes raised against an invoice (issue 18; design:
 * docs/design/returns-and-batches.md 4, step 1), the same for the note form and the server.
 */

/** What earlier notes took back of one invoice line. */
export interface ReturnedFigures {
  quantity: Thousandths;
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

export const NOTHING_RETURNED: ReturnedFigures = { quantity: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 };

/** The figures of an invoice line a note can be raised against. */
export interface ReturnableLine {
  quantity: Thousandths;
  rate: Paise;
  taxable: Paise;
  tax_rate: number;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

/** How much of a line can still be returned. */
export const returnableOf = (line: Pick<ReturnableLine, 'quantity'>, returned: ReturnedFigures): Thousandths =>
  Math.max(0, line.quantity - returned.quantity);

/**
 * A return of `quantity` of an invoice line: its share of the value still on the line (the
 * line's taxable value after its discount, less what earlier notes took back or lowered, plus
 * what they raised), rounded once, and the tax on that share at the line's rate, computed as the
 * invoice computes tax. The return of the last quantity left takes exactly what is left of the
 * taxable value and of each tax, so the notes of a line add up to the line to the paisa.
 */
export function returnLineFigures(
  line: ReturnableLine,
  returned: ReturnedFigures,
  quantity: Thousandths,
  intraState: boolean,
): LineFigures {
  const left = returnableOf(line, returned);
  const last = quantity === left && quantity > 0;
  const valueLeft = line.taxable - returned.taxable;
  const taxable = last
    ? valueLeft
    : Number(divideRounded(BigInt(valueLeft) * BigInt(quantity), BigInt(Math.max(left, 1))));
  const split = last ? taxLeft(line, returned) : taxOn(taxable, line.tax_rate, intraState);
  const amount = Math.max(lineAmount(quantity, line.rate), taxable);
  const tax = split.cgst + split.sgst + split.igst;
  return { amount, discount: amount - taxable, taxable, ...split, tax, total: taxable + tax };
}

const taxLeft = (line: ReturnableLine, returned: ReturnedFigures): TaxSplit => ({
  cgst: line.cgst - returned.cgst,
  sgst: line.sgst - returned.sgst,
  igst: line.igst - returned.igst,
});

/** The taxable value of an invoice line that notes may still lower. */
export const valueLeftOf = (line: Pick<ReturnableLine, 'taxable'>, returned: ReturnedFigures): Paise =>
  Math.max(0, line.taxable - returned.taxable);

/**
 * A change of value of an invoice line with no goods moving (a 'value' note lowering it, an
 * 'increase' raising it): `taxable` is the change, taxed at the line's rate as the invoice taxes.
 * Lowering the whole value left takes exactly what is left of each tax, so the line's notes add
 * up to it to the paisa. The line has no quantity: stock does not move.
 */
export function valueLineFigures(
  line: ReturnableLine,
  returned: ReturnedFigures,
  taxable: Paise,
  intraState: boolean,
  kind: 'value' | 'increase',
): LineFigures {
  const all = kind === 'value' && taxable === valueLeftOf(line, returned) && taxable > 0;
  const split = all ? taxLeft(line, returned) : taxOn(taxable, line.tax_rate, intraState);
  const tax = split.cgst + split.sgst + split.igst;
  return { amount: taxable, discount: 0, taxable, ...split, tax, total: taxable + tax };
}

/** The returned figures after a note's line is added (sign 1) or taken away (sign -1). */
export function addReturned(returned: ReturnedFigures, line: LineFigures & { quantity: Thousandths }, sign: 1 | -1) {
  return {
    quantity: returned.quantity + sign * line.quantity,
    taxable: returned.taxable + sign * line.taxable,
    cgst: returned.cgst + sign * line.cgst,
    sgst: returned.sgst + sign * line.sgst,
    igst: returned.igst + sign * line.igst,
  };
}

/**
 * An invoice's payment status once notes have changed it: what is due is the grand total plus
 * what debit notes raised, less what was paid and what credit notes credited; nothing due is Paid
 * (Zoho Books shows a fully credited invoice as closed), else Unpaid when nothing was paid.
 */
export function paymentStatusAfterNotes(
  paid: Paise,
  grandTotal: Paise,
  credited: Paise,
  raised: Paise = 0,
): PaymentStatus {
  if (grandTotal + raised - credited - paid <= 0) return 'Paid';
  return paid <= 0 ? 'Unpaid' : 'Partially Paid';
}
