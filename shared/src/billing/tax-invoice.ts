import * as z from '../zod';
import { divideRounded } from '../decimal';
import { taxOn } from '../books/invoice-maths';
import { gstinProblem } from '../gst/gstin';
import { INDIAN_STATES, stateCodeOf, stateNameOf } from '../gst/state-codes';
import type { Paise } from '../money';
import { SUBSCRIPTION_GST_PERCENT } from './plan-table';

/**
 * Issue 31: Hisaab's own GST tax invoice for each payment of a plan. Software as a service is
 * SAC 998315 ("hosting and information technology infrastructure provisioning services", which
 * covers application service provisioning; docs/decisions.md says why not 998314 or 997331),
 * taxed at 18%. Razorpay charges the price with GST, so the invoice splits what was paid.
 */
export const SAAS_SAC = '998315';

/** Hundredths of a percent, as the books' tax maths takes a rate. */
const RATE = SUBSCRIPTION_GST_PERCENT * 100;

export interface TaxSplit {
  /** The taxable value: the plan's price (for a charge Razorpay prorated, its share). */
  taxable: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  /** What makes the total the payment to the paisa (a few paise at most, for prorated charges). */
  round_off: Paise;
  total: Paise;
}

/**
 * A payment that included 18% GST, split: the taxable value (the payment / 1.18, rounded), its tax
 * as the books work tax out (CGST and SGST at 9% each within a state, IGST at 18% across states),
 * and the paise left over as round-off, so the invoice adds up to exactly what was paid.
 */
export function taxSplitOf(paid: Paise, intraState: boolean): TaxSplit {
  const taxable = Number(divideRounded(BigInt(paid) * 10_000n, BigInt(10_000 + RATE)));
  const tax = taxOn(taxable, RATE, intraState);
  return { taxable, ...tax, round_off: paid - taxable - tax.cgst - tax.sgst - tax.igst, total: paid };
}

export interface PlaceOfSupply {
  state: string;
  code: string;
}

/**
 * Where a subscription is supplied (IGST Act, section 12(2)): to a registered subscriber, the state
 * of their GSTIN; to an unregistered one, the state of the address we hold for them; without one,
 * our own state (where the supplier is).
 */
export function placeOfSupply(
  recipient: { gstin: string | null; state: string | null },
  supplierState: string,
): PlaceOfSupply {
  const code =
    (recipient.gstin ? recipient.gstin.slice(0, 2) : undefined) ??
    (recipient.state ? stateCodeOf(recipient.state) : undefined) ??
    stateCodeOf(supplierState) ??
    '';
  return { state: stateNameOf(code) ?? supplierState, code };
}

/** 'HSB/26-27/000042': our series, the financial year and the number in it (16 characters, GST's most). */
export function taxInvoiceNumber(financialYear: number, sequence: number): string {
  const years = `${String(financialYear % 100).padStart(2, '0')}-${String((financialYear + 1) % 100).padStart(2, '0')}`;
  return `HSB/${years}/${String(sequence).padStart(6, '0')}`;
}

/** The subscriber's details for their invoices (Settings): all optional; a GSTIN makes the invoice B2B. */
export const billingDetailsSchema = z
  .object({
    legal_name: z.string().check(z.trim(), z.maxLength(120, 'Name must be at most 120 characters')),
    gstin: z.string().check(z.trim(), z.toUpperCase(), z.maxLength(15, 'Invalid TIN format')),
    address: z.string().check(z.trim(), z.maxLength(240, 'Address must be at most 240 characters')),
    state: z.string().check(
      z.trim(),
      z.refine((state) => state === '' || INDIAN_STATES.some(({ name }) => name === state), 'Choose a state of India'),
    ),
  })
  .check(
    z.superRefine((details, ctx) => {
      if (details.gstin === '') return;
      const problem = gstinProblem(details.gstin, details.state === '' ? undefined : details.state);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['gstin'], input: details.gstin });
    }),
  );
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

/** A tax invoice as Settings lists it; amounts in rupees with two decimals, as the API speaks. */
export const taxInvoiceSchema = z.object({
  _id: z.string(),
  invoice_number: z.string(),
  issued_at: z.iso.datetime(),
  description: z.string(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  total: z.number(),
  place_of_supply: z.string(),
  recipient_gstin: z.nullable(z.string()),
});
export type TaxInvoiceView = z.infer<typeof taxInvoiceSchema>;
