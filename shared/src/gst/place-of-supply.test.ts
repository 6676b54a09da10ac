import { describe, expect, it } from 'vitest';
import { isIntraState, placeOfSupplyOf } from './place-of-supply';

describe('the place of supply (GST.md)', () => {
  it("is the GSTIN's state, else the billing state, else the company's", () => {
    expect(placeOfSupplyOf({ tin: '29AAGCB7383J1Z4', state: 'Maharashtra' }, 'Maharashtra')).toBe('Karnataka');
    expect(placeOfSupplyOf({ tin: null, state: 'Gujarat' }, 'Maharashtra')).toBe('Gujarat');
    expect(placeOfSupplyOf({ tin: null, state: null }, 'Maharashtra')).toBe('Maharashtra');
    expect(placeOfSupplyOf({ tin: null, state: '', country: 'India' }, 'Maharashtra')).toBe('Maharashtra');
    expect(placeOfSupplyOf(undefined, 'Maharashtra')).toBe('Maharashtra');
    expect(isIntraState('maharashtra ', 'Maharashtra')).toBe(true);
  });

  it("is 'Other Countries' for a party abroad, with a state of its own or none: never the company's state", () => {
    expect(placeOfSupplyOf({ tin: null, state: 'California', country: 'United States' }, 'Maharashtra')).toBe(
      'Other Countries',
    );
    expect(placeOfSupplyOf({ tin: null, state: null, country: 'Hong Kong' }, 'Maharashtra')).toBe('Other Countries');
    expect(isIntraState('Other Countries', 'Maharashtra')).toBe(false);
  });
});
