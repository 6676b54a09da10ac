/**
 * Calling codes for the phone-code pickers (sign-up, company, ledger): one entry per country, sorted
 * by name. Several countries share a code (+1, +44, +61...), so pickers key entries by `code`.
 */
export interface DialCode {
  name: string;
  /** The ITU country code with its plus sign, '+91': what goes before a 10-digit national number. */
  dial_code: string;
  /** ISO 3166-1 alpha-2. */
  code: string;
}

export { DIAL_CODES } from './dial-codes.data';

/** India's: the spec's default for every phone-code picker. */
export const DEFAULT_DIAL_CODE = '+91';
