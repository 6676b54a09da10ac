import { allCountries } from 'country-region-data';
import { countries as countriesByIsoCode } from 'countries-list';
import { INDIAN_STATES } from '../src/gst/state-codes';
import type { DialCode } from '../src/reference/dial-codes';

/**
 * Builds the committed reference data from two MIT-licensed packages. Generated files rather than
 * runtime dependencies, because the packages carry much the product never shows (region short
 * codes; capitals, currencies and native names) and the web downloads, and a Lambda bundles,
 * whatever it imports: the names alone are half the size. The drift test keeps the files equal to
 * what the pinned versions produce.
 */

const byName = new Intl.Collator('en').compare;

/** India's states follow the GST state-code table, so every one of them has a code. */
const INDIA = 'India';

/**
 * country-region-data 4.1.0: 249 countries, each with its regions. A territory without regions
 * is listed with one region named after itself (Aruba: 'Aruba'); the forms show 'No States' for
 * it instead.
 */
export function countryRows(): { name: string; states: string[] }[] {
  return allCountries
    .map(([name, , regions]) => {
      const regionNames = name === INDIA ? INDIAN_STATES.map((state) => state.name) : regions.map(([region]) => region);
      const states = regionNames.length === 1 && regionNames[0] === name ? [] : regionNames.sort(byName);
      return { name, states };
    })
    .sort((a, b) => byName(a.name, b.name));
}

/** Codes countries-list carries that are not ISO 3166-1 countries: Ascension, Tristan da Cunha, Kosovo. */
const NOT_ISO_COUNTRIES = new Set(['AC', 'TA', 'XK']);

/**
 * countries-list writes some calling codes with the first digits of the national number after
 * them. Phone numbers here are a dial code plus a 10-digit national number, so the dial code must
 * be the ITU country code alone: '+1' for every North American Numbering Plan member (Jamaica's
 * 876 is an area code, the first 3 of its 10 digits), '+599' for Curaçao and Bonaire, '+47' for
 * Svalbard.
 */
function ituCountryCode(isoCode: string, phone: number): string {
  const digits = String(phone);
  if (digits.startsWith('1')) return '+1';
  const overrides: Record<string, string> = { BQ: '+599', CW: '+599', SJ: '+47' };
  return overrides[isoCode] ?? `+${digits}`;
}

export function dialCodeRows(): DialCode[] {
  return Object.entries(countriesByIsoCode)
    .filter(([code]) => !NOT_ISO_COUNTRIES.has(code))
    .map(([code, country]) => {
      const [phone] = country.phone;
      if (phone === undefined) throw new Error(`countries-list has no calling code for ${code}`);
      return { name: country.name, dial_code: ituCountryCode(code, phone), code };
    })
    .sort((a, b) => byName(a.name, b.name) || byName(a.code, b.code));
}
