import { describe, expect, it } from 'vitest';
import { INDIA, INDIAN_STATES, stateCodeOf } from '../gst/state-codes';
import { COUNTRIES, countryNames, statesOf } from './countries';

describe('countries', () => {
  it('lists 249 countries, sorted, each once', () => {
    const names = countryNames();
    expect(names).toHaveLength(249);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(names.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    expect(names).toContain(INDIA);
  });

  it.each([
    ['United States', 'California'],
    ['United Kingdom', 'London'],
    ['Nepal', 'Bagmati Province'],
    ['United Arab Emirates', 'Dubai'],
    ['Canada', 'Ontario'],
  ])('%s has %s among its states', (country, state) => {
    expect(statesOf(country)).toContain(state);
  });

  it.each(['Aruba', 'Hong Kong', 'Gibraltar', 'Antarctica', 'Atlantis', ''])('%j has no states', (country) => {
    expect(statesOf(country)).toEqual([]);
  });

  it('hands out copies, so a caller cannot change the list', () => {
    statesOf(INDIA).pop();
    expect(statesOf(INDIA)).toHaveLength(36);
  });

  it('gives no country an empty or padded state name', () => {
    const badNames = COUNTRIES.flatMap(({ states }) => states).filter(
      (state) => state === '' || state !== state.trim(),
    );
    expect(badNames).toEqual([]);
  });
});

describe("India's states", () => {
  const indiaStates = statesOf(INDIA);

  it('are the 36 states and union territories, sorted', () => {
    expect(indiaStates).toHaveLength(36);
    expect(indiaStates.slice(0, 3)).toEqual(['Andaman and Nicobar Islands', 'Andhra Pradesh', 'Arunachal Pradesh']);
    expect(indiaStates).toEqual(
      expect.arrayContaining(['Dadra and Nagar Haveli and Daman and Diu', 'Jammu and Kashmir', 'Ladakh', 'Delhi']),
    );
  });

  it('each have a GST state code, and every code 01-38 in use names one of them', () => {
    expect(indiaStates.filter((state) => stateCodeOf(state) === undefined)).toEqual([]);
    expect(INDIAN_STATES.map(({ name }) => name).sort()).toEqual([...indiaStates].sort());
  });
});
