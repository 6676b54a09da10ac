import { INDIA, OTHER_COUNTRIES_CODE, stateNameOf } from './state-codes';

/** What decides a party's place of supply: its GSTIN, its billing state and country. */
export interface PartyPlace {
  tin: string | null;
  state: string | null;
  /** Absent or empty: India. */
  country?: string | null;
}

/** GST's place-of-supply name for any place abroad (code 96), as the state table names it. */
const OTHER_COUNTRIES = stateNameOf(OTHER_COUNTRIES_CODE) ?? '';

/**
 * GST.md, the one rule the server and the forms share: the place of supply is the party's state
 * from the first two digits of its GSTIN, else 'Other Countries' for a party abroad (an export, an
 * import: IGST, and never the company's own state), else its billing state, else the company's
 * own state.
 */
export function placeOfSupplyOf(party: PartyPlace | undefined, companyState: string): string {
  const fromTin = party?.tin ? stateNameOf(party.tin.slice(0, 2)) : undefined;
  if (fromTin) return fromTin;
  if (party?.country && party.country !== INDIA) return OTHER_COUNTRIES;
  // An empty billing state is none.
  if (party?.state) return party.state;
  return companyState;
}

/** Supplier and place of supply in one state: CGST + SGST; else IGST. */
export const isIntraState = (placeOfSupply: string, companyState: string) =>
  placeOfSupply.trim().toLowerCase() === companyState.trim().toLowerCase();
