import { describe, expect, it } from 'vitest';
import { isOutsideIndia, isServiceCode } from './imports';

describe('imports (issue 33)', () => {
  it('are purchases whose place of supply lies outside India', () => {
    expect(isOutsideIndia('Other Countries')).toBe(true);
    expect(isOutsideIndia('California')).toBe(true);
    expect(isOutsideIndia('Maharashtra')).toBe(false);
    expect(isOutsideIndia('Other Territory')).toBe(false);
    expect(isOutsideIndia(null)).toBe(false);
  });

  it('of services by a SAC (chapter 99) or an expense line without a code; of goods by any other HSN', () => {
    expect(isServiceCode('998315')).toBe(true);
    expect(isServiceCode(null)).toBe(true);
    expect(isServiceCode('')).toBe(true);
    expect(isServiceCode('30049099')).toBe(false);
    expect(isServiceCode('8471')).toBe(false);
  });
});
