import { describe, expect, it } from 'vitest';
import { DEFAULT_DIAL_CODE, DIAL_CODES } from './dial-codes';

describe('dial codes', () => {
  it('has one entry per ISO country, sorted by name', () => {
    expect(DIAL_CODES).toHaveLength(249);
    expect(new Set(DIAL_CODES.map(({ code }) => code)).size).toBe(DIAL_CODES.length);
    const names = DIAL_CODES.map(({ name }) => name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it.each([
    ['India', '+91', 'IN'],
    ['United States', '+1', 'US'],
    ['Canada', '+1', 'CA'],
    ['Jamaica', '+1', 'JM'],
    ['Dominican Republic', '+1', 'DO'],
    ['United Kingdom', '+44', 'GB'],
    ['United Arab Emirates', '+971', 'AE'],
    ['Nepal', '+977', 'NP'],
    ['Curacao', '+599', 'CW'],
    ['Svalbard and Jan Mayen', '+47', 'SJ'],
  ])('%s is %s (%s)', (name, dial_code, code) => {
    expect(DIAL_CODES.find((entry) => entry.code === code)).toEqual({ name, dial_code, code });
  });

  it('writes every code as the spec checks phone codes: a plus and 1-4 digits', () => {
    expect(DIAL_CODES.filter(({ dial_code }) => !/^\+\d{1,4}$/.test(dial_code))).toEqual([]);
    expect(DIAL_CODES.filter(({ code }) => !/^[A-Z]{2}$/.test(code))).toEqual([]);
  });

  it("defaults to India's code", () => {
    expect(DEFAULT_DIAL_CODE).toBe('+91');
    expect(DIAL_CODES.some(({ dial_code }) => dial_code === DEFAULT_DIAL_CODE)).toBe(true);
  });
});
