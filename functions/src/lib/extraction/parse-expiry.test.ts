import { describe, expect, it } from 'vitest';
import { parseExpiry } from './parse-expiry';

describe('parseExpiry', () => {
  it.each([
    ['06/27', '2027-06-30'],
    ['6/2027', '2027-06-30'],
    ['02-28', '2028-02-29'],
    ['11.26', '2026-11-30'],
    ['Jun-27', '2027-06-30'],
    ['JUN/27', '2027-06-30'],
    ['Sept 2026', '2026-09-30'],
    ['2027-06', '2027-06-30'],
    ['2027-06-15', '2027-06-15'],
    ['06|27', '2027-06-30'],
  ])('reads %s as %s', (text, expiry) => {
    expect(parseExpiry(text)).toBe(expiry);
  });

  it.each(['-', '', 'AB24117', '13/27', '12.50', 'Total 27'])('reads no expiry in %j', (text) => {
    expect(parseExpiry(text)).toBeUndefined();
  });
});
