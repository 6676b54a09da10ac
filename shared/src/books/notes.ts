import { divideRounded } from '../decimal';
import type { Paise, Thousandths } from '../money';
import { lineAmount, taxOn, type LineFigures, type PaymentStatus } from './invoice-maths';

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
 * A return of `quantity` of an invoice line: its share of the line's taxable value (after the
 * line's discount), rounded once, and the tax on that share at the line's rate, computed as the
 * invoice computes tax. The return of the last quantity left takes exactly what is left of the
 * taxable value and of each tax, so the notes of a line add up to the line to the paisa.
 */
export function returnLineFigures(
  line: ReturnableLine,
  returned: ReturnedFigures,
  quantity: Thousandths,
  intraState: boolean,
): LineFigures {
  const last = quantity === returnableOf(line, returned) && quantity > 0;
  const taxable = last
    ? line.taxable - returned.taxable
    : Number(divideRounded(BigInt(line.taxable) * BigInt(quantity), BigInt(Math.max(line.quantity, 1))));
  const split = last
    ? { cgst: line.cgst - returned.cgst, sgst: line.sgst - returned.sgst, igst: line.igst - returned.igst }
    : taxOn(taxable, line.tax_rate, intraState);
  const amount = Math.max(lineAmount(quantity, line.rate), taxable);
  const tax = split.cgst + split.sgst + split.igst;
  return { amount, discount: amount - taxable, taxable, ...split, tax, total: taxable + tax };
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
 * An invoice's payment status once notes have credited part of it: what is due is the grand
 * total less what was paid and less what the notes credited; nothing due is Paid (Zoho Books
 * shows a fully credited invoice as closed), else Unpaid when nothing was paid.
 */
export function paymentStatusAfterNotes(paid: Paise, grandTotal: Paise, credited: Paise): PaymentStatus {
  if (grandTotal - credited - paid <= 0) return 'Paid';
  return paid <= 0 ? 'Unpaid' : 'Partially Paid';
}
