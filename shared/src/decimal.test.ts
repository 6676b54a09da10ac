import { describe, expect, it } from 'vitest';
import { divideRounded, multiplyDivide, numberText, parseScaled, scaledToNumber, scaledToText } from './decimal';

describe('exact decimals', () => {
  it('reads decimal text into integers of the given places, refusing extra places', () => {
    expect(parseScaled('12.5', 2)).toBe(1250);
    expect(parseScaled('0.07', 2)).toBe(7);
    expect(parseScaled(' 1.234 ', 3)).toBe(1234);
    expect(parseScaled('12', 3)).toBe(12_000);
    expect(parseScaled('1.005', 2)).toBeUndefined();
    expect(parseScaled('-1', 2)).toBeUndefined();
    expect(parseScaled('1e3', 2)).toBeUndefined();
    expect(parseScaled('99999999999999999', 2)).toBeUndefined();
  });

  it('turns JSON numbers into their decimal text, without exponents', () => {
    expect(numberText(0.1)).toBe('0.1');
    expect(numberText(1.75)).toBe('1.75');
    expect(numberText(-3)).toBe('-3');
    expect(numberText(1e21)).toBeUndefined();
    expect(numberText(Number.NaN)).toBeUndefined();
  });

  it('writes scaled integers back exactly', () => {
    expect(scaledToText(123456, 2)).toBe('1234.56');
    expect(scaledToText(5, 3)).toBe('0.005');
    expect(scaledToText(-250, 2)).toBe('-2.50');
    expect(scaledToNumber(2125, 3)).toBe(2.125);
  });

  it('rounds half away from zero, once', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
    expect(multiplyDivide(2125, 8040, 1000)).toBe(17085);
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });
});
