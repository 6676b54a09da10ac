import type { BillDraft } from '@app/shared/bills/bill-draft';
import type { InvoiceFigures } from '@app/shared/books/invoice-maths';
import type { Paise } from '@app/shared/money';
import { isIntraState, placeOfSupplyOf } from '@app/shared/gst/place-of-supply';
import { paiseOfRupees } from '@/lib/invoice-form-maths';

/**
 * The reviewed purchase's figures beside the bill's. The purchase's own figures are the invoice
 * form's (@/lib/invoice-form-maths), worked out as the server will work them out.
 */

/**
 * GST.md, as the server decides it: the supplier's state is the one its GSTIN starts with, else its
 * billing state (an empty one is none); in the company's own state, or with neither known, the
 * supply is intra-state (CGST + SGST), else IGST.
 */
export function isIntraStateSupplier(
  supplier: { tin: string | null; mailing_state: string | null; mailing_country?: string | null } | undefined,
  companyState: string,
): boolean {
  const place = supplier && { tin: supplier.tin, state: supplier.mailing_state, country: supplier.mailing_country };
  return isIntraState(placeOfSupplyOf(place, companyState), companyState);
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
