import { COUNTRY_LINES } from './countries.data';

/**
 * The fixed worldwide country list behind the country and state pickers of the company and ledger
 * forms. The web imports this module lazily: it is the largest piece of reference data (54 KB
 * minified, 27 KB gzipped).
 */
export interface Country {
  name: string;
  /** Empty for a country without states: the forms show 'No States' and make state optional. */
  states: readonly string[];
}

export const COUNTRIES: readonly Country[] = COUNTRY_LINES.map((line) => {
  const [name = '', ...states] = line.split('|');
  return { name, states };
});

const statesByCountry = new Map(COUNTRIES.map(({ name, states }) => [name, states]));

/** Every country's name, sorted, for the country picker. */
export function countryNames(): string[] {
  return COUNTRIES.map(({ name }) => name);
}

/** The states or regions of a country, sorted; empty when it has none or is not in the list. */
export function statesOf(countryName: string): string[] {
  return [...(statesByCountry.get(countryName) ?? [])];
}
