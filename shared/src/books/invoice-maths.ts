import { divideRounded } from '../decimal';
import type { Paise, Thousandths } from '../money';
import { THOUSANDTHS_PER_UNIT } from '../money';

/**
 * The figures of an invoice (spec 001, 9; GST.md), in paise, thousandths and hundredths of a
 * percent, computed the same way by the form and by the server, which recomputes every request's
 * figures and refuses totals that disagree.
 */

export interface LineInput {
  quantity: Thousandths;
  /** Per unit. */
  rate: Paise;
  discount: Paise;
  /** Hundredths of a percent (1800 is 18%); 0 with tax off. */
  tax_rate: number;
}

export interface TaxSplit {
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
}

export interface LineFigures extends TaxSplit {
  /** quantity x rate. */
  amount: Paise;
  discount: Paise;
  /** amount - discount. */
  taxable: Paise;
  tax: Paise;
  /** taxable + tax (spec: amount plus tax minus discount). */
  total: Paise;
}

export interface InvoiceFigures extends TaxSplit {
  /** Sum of line amounts (the spec's sub total, `total`). */
  subtotal: Paise;
  discount: Paise;
  /** subtotal - discount (the spec's `total_amount`): the taxable value. */
  taxable: Paise;
  tax: Paise;
  additional_charge: Paise;
  /** Between -50 and +50 paise: what makes the grand total whole rupees. */
  round_off: Paise;
  grand_total: Paise;
}

const PAISE_PER_RUPEE = 100n;

/** amount = quantity x rate, rounded to the paisa. */
export const lineAmount = (quantity: Thousandths, rate: Paise): Paise =>
  Number(divideRounded(BigInt(quantity) * BigInt(rate), BigInt(THOUSANDTHS_PER_UNIT)));

/**
 * GST on a taxable value (GST.md): intra-state supply is CGST + SGST, each computed at half the
 * rate and rounded on its own, so a line's CGST always equals its SGST; inter-state is IGST at the
 * full rate.
 */
export function taxOn(taxable: Paise, taxRate: number, intraState: boolean): TaxSplit {
  if (intraState) {
    const half = Number(divideRounded(BigInt(taxable) * BigInt(taxRate), 20_000n));
    return { cgst: half, sgst: half, igst: 0 };
  }
  return { cgst: 0, sgst: 0, igst: Number(divideRounded(BigInt(taxable) * BigInt(taxRate), 10_000n)) };
}

export function lineFigures(line: LineInput, intraState: boolean): LineFigures {
  const amount = lineAmount(line.quantity, line.rate);
  const taxable = amount - line.discount;
  const split = taxOn(taxable, line.tax_rate, intraState);
  const tax = split.cgst + split.sgst + split.igst;
  return { amount, discount: line.discount, taxable, ...split, tax, total: taxable + tax };
}

/** Whole rupees, half away from zero. */
export const roundToRupees = (paise: Paise): Paise => Number(divideRounded(BigInt(paise), PAISE_PER_RUPEE)) * 100;

/**
 * The invoice's totals from its lines: grand total = taxable + tax + additional charge, rounded
 * to whole rupees; the difference is the round-off (spec 9). Under reverse charge (issue 33) the
 * tax is kept on the invoice but left out of what the party is owed.
 */
export function invoiceFigures(
  lines: readonly LineFigures[],
  additionalCharge: Paise,
  reverseCharge = false,
): InvoiceFigures {
  const sum = (pick: (line: LineFigures) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const taxable = sum((line) => line.taxable);
  const split = { cgst: sum((line) => line.cgst), sgst: sum((line) => line.sgst), igst: sum((line) => line.igst) };
  const tax = split.cgst + split.sgst + split.igst;
  // Under reverse charge the buyer pays the tax to the government: the supplier's bill is without it.
  const unrounded = taxable + (reverseCharge ? 0 : tax) + additionalCharge;
  const grandTotal = roundToRupees(unrounded);
  return {
    subtotal: sum((line) => line.amount),
    discount: sum((line) => line.discount),
    taxable,
    ...split,
    tax,
    additional_charge: additionalCharge,
    round_off: grandTotal - unrounded,
    grand_total: grandTotal,
  };
}

/**
 * Spec 5 and 9: an invoice line's quantity is floored to whole units for integer units and
 * rounded to 2 places for decimal units.
 */
export function invoiceQuantity(quantity: Thousandths, decimalUnit: boolean): Thousandths {
  if (!decimalUnit) return quantity - (quantity % THOUSANDTHS_PER_UNIT);
  return Number(divideRounded(BigInt(quantity), 10n)) * 10;
}

export const PAYMENT_STATUSES = ['Paid', 'Unpaid', 'Partially Paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Spec 4: Paid when the paid amount covers the grand total, Unpaid when nothing is paid. */
export function paymentStatus(paid: Paise, grandTotal: Paise): PaymentStatus {
  if (paid <= 0) return 'Unpaid';
  return paid >= grandTotal ? 'Paid' : 'Partially Paid';
}
