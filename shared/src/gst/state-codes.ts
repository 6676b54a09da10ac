/**
 * GST state codes: the first two digits of a GSTIN and the code printed beside the place of supply
 * on an inter-state invoice. Names are the ones the country reference uses for India's states, so a
 * company's or party's state can be looked up directly.
 */
/** The country whose states these are: a party or company elsewhere has no GST state. */
export const INDIA = 'India';

export interface GstState {
  code: string;
  name: string;
}

export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  // 25 (Daman and Diu) and 28 (Andhra Pradesh before 2014) are legacy codes: no new GSTIN carries them.
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
  { code: '96', name: 'Other Countries' },
];

/** Place-of-supply code of an export; no GSTIN is registered under it. */
export const OTHER_COUNTRIES_CODE = '96';

/** The 36 states and union territories (codes 01-38), as India's states in the country reference. */
export const INDIAN_STATES: readonly GstState[] = GST_STATES.filter(({ code }) => Number(code) <= 38);

// Keyed in lower case: the ledger form title-cases the state ('Jammu And Kashmir'), which must still match.
const codeByName = new Map(GST_STATES.map(({ code, name }) => [name.toLowerCase(), code]));
const nameByCode = new Map(GST_STATES.map(({ code, name }) => [code, name]));

/** 'Maharashtra' -> '27' (any letter case); undefined for a name that is not a GST state. */
export function stateCodeOf(stateName: string): string | undefined {
  return codeByName.get(stateName.trim().toLowerCase());
}

/** '27' -> 'Maharashtra'; undefined for a code that is not (or no longer) in use. */
export function stateNameOf(code: string): string | undefined {
  return nameByCode.get(code);
}

/**
 * The GST state a place of supply names, as people write it: 'Maharashtra' (any letter case), its
 * code '27', or both ('27-Maharashtra', '27 - Maharashtra'), which must then agree. Anything else is
 * not a place of supply: it decides CGST + SGST against IGST, so free text cannot stand for one.
 */
export function gstStateOf(text: string): GstState | undefined {
  const match = /^(\d{2})?\s*-?\s*(.*)$/.exec(text.trim());
  const [, code, name = ''] = match ?? [];
  const byCode = code ? stateNameOf(code) : undefined;
  const byName = name ? codeByName.get(name.toLowerCase()) : undefined;
  if (code && name) return byCode && byName === code ? { code, name: byCode } : undefined;
  if (code) return byCode ? { code, name: byCode } : undefined;
  return byName ? { code: byName, name: nameByCode.get(byName) ?? name } : undefined;
}
