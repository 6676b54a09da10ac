import type { Taxability } from '../catalogue/products';

/**
 * How GST treats a line of an invoice (issue 33), which GSTR-3B adds it up under: taxable (the
 * default, left out), zero-rated (3.1(b)), nil-rated or exempt (3.1(c) outward, table 5 inward),
 * non-GST (3.1(e), table 5), or, on a purchase, taxable with its credit blocked by section 17(5)
 * (4(B)(1): the tax is a cost, booked on the expense). A line takes it from its product's
 * taxability, or from its expense ledger's GST treatment.
 */
export type SupplyClass = 'zero' | 'nil' | 'exempt' | 'non-gst' | 'blocked';

/** What an expense or fixed-asset ledger's purchases are for GST (Tally's ledger GST details). */
export const EXPENSE_GST_TREATMENTS = ['Taxable', 'Blocked credit', 'Exempt', 'Nil Rated', 'Non-GST'] as const;
export type ExpenseGstTreatment = (typeof EXPENSE_GST_TREATMENTS)[number];

const CLASSES: Partial<Record<Taxability | ExpenseGstTreatment, SupplyClass>> = {
  'Zero Rated': 'zero',
  'Nil Rated': 'nil',
  Exempt: 'exempt',
  'Non-GST': 'non-gst',
  'Blocked credit': 'blocked',
};

/** A line's class from its product's taxability or its ledger's treatment; undefined: taxable. */
export const supplyClassOf = (treatment: Taxability | ExpenseGstTreatment | null | undefined) =>
  treatment ? CLASSES[treatment] : undefined;
