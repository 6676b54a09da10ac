import type { BillDraft } from '@app/shared/bills/bill-draft';
import {
  invoiceFigures,
  invoiceQuantity,
  lineFigures,
  type InvoiceFigures,
  type LineFigures,
} from '@app/shared/books/invoice-maths';
import { MONEY_PLACES, PERCENT_PLACES, QUANTITY_PLACES, parseScaled } from '@app/shared/decimal';
import { stateNameOf } from '@app/shared/gst/state-codes';
import type { Paise } from '@app/shared/money';
import { unitOf } from '@app/shared/reference/units';
import type { ReviewLine } from './review-values';

/**
 * The purchase's figures as the server will work them out (shared invoice-maths, in paise and
 * thousandths), from the text the review form's boxes hold, so the form shows what will be posted.
 */

/** Text as a scaled integer; empty (and anything the boxes would not let through) is 0. */
const scaledOf = (text: string, places: number) => parseScaled(text.trim() || '0', places) ?? 0;
export const paiseOf = (text: string): Paise => scaledOf(text, MONEY_PLACES);

/** Rupees as the draft holds them (at most 2 decimals) in paise, by their digits. */
export const paiseOfRupees = (rupees: number): Paise =>
  Math.sign(rupees) * (parseScaled(Math.abs(rupees).toFixed(MONEY_PLACES), MONEY_PLACES) ?? 0);

const isDecimalUnit = (unit: string) => unitOf(unit)?.si_representation === 'decimal';

/** Spec 5 and 9: whole-number units floor the quantity, decimal units round it to 2 places. */
export const quantityOf = (line: Pick<ReviewLine, 'quantity' | 'unit'>) =>
  invoiceQuantity(scaledOf(line.quantity, QUANTITY_PLACES), isDecimalUnit(line.unit));

export function lineFiguresOf(line: ReviewLine, taxEnabled: boolean, intraState: boolean): LineFigures {
  return lineFigures(
    {
      quantity: quantityOf(line),
      rate: paiseOf(line.rate),
      discount: paiseOf(line.discount),
      tax_rate: taxEnabled ? scaledOf(line.tax_rate, PERCENT_PLACES) : 0,
    },
    intraState,
  );
}

export const purchaseFiguresOf = (
  items: readonly ReviewLine[],
  additionalCharge: string,
  taxEnabled: boolean,
  intraState: boolean,
): InvoiceFigures =>
  invoiceFigures(
    items.map((line) => lineFiguresOf(line, taxEnabled, intraState)),
    paiseOf(additionalCharge),
  );

/**
 * GST.md, as the server decides it: the supplier's state is the one its GSTIN starts with, else its
 * billing state; in the company's own state the supply is intra-state (CGST + SGST), else IGST.
 */
export function isIntraStateSupplier(
  supplier: { tin: string | null; mailing_state: string | null } | undefined,
  companyState: string,
): boolean {
  const state = (supplier?.tin ? stateNameOf(supplier.tin.slice(0, 2)) : undefined) ?? supplier?.mailing_state;
  return !state || state.trim().toLowerCase() === companyState.trim().toLowerCase();
}

/** Less than a rupee apart: the bill and the purchase may round their totals differently. */
const ROUNDING_SLACK: Paise = 100;

/**
 * The bill's printed grand total against the purchase's, when they disagree by a rupee or more
 * (a line missed or misread, a wrong tax rate, a charge not entered); null when they agree or the
 * bill printed no total.
 */
export function totalsMismatch(
  draft: BillDraft | null,
  figures: InvoiceFigures,
): { bill: Paise; purchase: Paise } | null {
  const printed = draft?.grand_total?.value;
  if (printed === undefined) return null;
  const bill = paiseOfRupees(printed);
  return Math.abs(bill - figures.grand_total) < ROUNDING_SLACK ? null : { bill, purchase: figures.grand_total };
}
