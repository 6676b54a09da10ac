import { OTHER_COUNTRIES_CODE, stateCodeOf } from './state-codes';

/**
 * Imports (issue 33). A purchase is an import when its place of supply lies outside India: the
 * supplier's own state or country abroad, or 'Other Countries' (96). Which kind of import a line
 * is follows its code: a SAC (chapter 99) is a service, any other HSN goods; a line without a
 * code is an expense ledger's (a product needs its HSN once tax is on), taken as a service, which
 * is what a business buys from abroad on an expense (software, advertising, fees).
 *
 * - Services bought from abroad are taxed under reverse charge (IGST Act section 5(3)): the
 *   company owes the IGST itself, 3B's 3.1(d), and takes its credit in 4(A)(2).
 * - Goods bought from abroad carry no GST on the supplier's bill: IGST is paid at customs on the
 *   bill of entry, and its credit, 4(A)(1), is the bills of entry GSTR-2B lists.
 */
export function isOutsideIndia(placeOfSupply: string | null | undefined): boolean {
  if (!placeOfSupply) return false;
  const code = stateCodeOf(placeOfSupply);
  return code === undefined || code === OTHER_COUNTRIES_CODE;
}

/** Whether a line with this code is a service: a SAC (chapter 99 of the HSN), or no code at all. */
export function isServiceCode(code: string | null | undefined): boolean {
  const digits = (code ?? '').trim();
  return digits === '' || digits.startsWith('99');
}

export const IMPORT_MESSAGES = {
  serviceNeedsReverseCharge:
    "A service bought from abroad is under reverse charge: tick 'Tax payable on reverse charge'",
  goodsCarryNoTax: 'Goods bought from abroad carry no GST on the bill (IGST is paid at customs): set the GST rate to 0',
} as const;
