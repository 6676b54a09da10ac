import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem, gstinSchema, isValidGstin, normalizeGstin } from './gstin';

const FORMAT = 'Invalid TIN format';
const CHECK = 'Invalid TIN: the check character does not match';
const STATE = 'TIN state code does not match the selected state';

describe('gstinCheckCharacter', () => {
  it.each([
    ['27AAPFU0939F1Z', 'V'],
    ['29AAGCB7383J1Z', '4'],
    ['06AABCO6063D1Z', 'Q'],
  ])('%s -> %s (GST.md examples)', (first14, check) => {
    expect(gstinCheckCharacter(first14)).toBe(check);
  });

  it.each(['27AAPFU0939F1', '27aapfu0939f1z', '27AAPFU0939F1Z-'])('refuses %j', (first14) => {
    expect(() => gstinCheckCharacter(first14)).toThrow(RangeError);
  });
});

describe('gstinProblem', () => {
  it.each([
    // GST.md's valid GSTINs, alone and with their own state
    ['27AAPFU0939F1ZV', undefined, undefined],
    ['29AAGCB7383J1Z4', undefined, undefined],
    ['06AABCO6063D1ZQ', undefined, undefined],
    ['27AAPFU0939F1ZV', 'Maharashtra', undefined],
    ['29AAGCB7383J1Z4', 'Karnataka', undefined],
    ['06AABCO6063D1ZQ', 'Haryana', undefined],
    ['27AAPFU0939F1ZV', 'MAHARASHTRA', undefined],
    // a state that is not Indian, or none picked yet, is not compared
    ['27AAPFU0939F1ZV', 'California', undefined],
    ['27AAPFU0939F1ZV', '', undefined],
    // Other Territory registrations are real GSTINs
    ['97AAPFU0939F1ZO', undefined, undefined],
    // wrong shape
    ['', undefined, FORMAT],
    ['27AAPFU0939F1Z', undefined, FORMAT],
    ['27AAPFU0939F1ZVV', undefined, FORMAT],
    ['27aapfu0939f1zv', undefined, FORMAT],
    [' 27AAPFU0939F1ZV', undefined, FORMAT],
    ['27AAPFU0939F1YV', undefined, FORMAT],
    ['27AAPF10939F1ZV', undefined, FORMAT],
    ['27AAPFU09391F1ZV', undefined, FORMAT],
    ['2AAAPFU0939F1ZV', undefined, FORMAT],
    ['27AAPFU0939F-ZV', undefined, FORMAT],
    // right shape and check character, but no state has the code
    ['25AAPFU0939F1ZZ', undefined, FORMAT],
    ['96AAPFU0939F1ZQ', undefined, FORMAT],
    ['00AAPFU0939F1ZB', undefined, FORMAT],
    ['28AAPFU0939F1ZV', undefined, FORMAT],
    // right shape, altered: the last character, two swapped digits, another entity number
    ['27AAPFU0939F1ZA', undefined, CHECK],
    ['29AAGCB7383J1Z5', undefined, CHECK],
    ['27AAPFU9039F1ZV', undefined, CHECK],
    ['27AAPFU0939F2ZV', undefined, CHECK],
    // the check character is reported before the state
    ['27AAPFU0939F1ZA', 'Karnataka', CHECK],
    // valid, but for another state
    ['27AAPFU0939F1ZV', 'Karnataka', STATE],
    ['06AABCO6063D1ZQ', 'Delhi', STATE],
    ['29AAGCB7383J1Z4', 'Andhra Pradesh', STATE],
  ])('%j in %j -> %s', (value, stateName, problem) => {
    expect(gstinProblem(value, stateName)).toBe(problem);
    expect(isValidGstin(value, stateName)).toBe(problem === undefined);
  });

  it('catches any change to the check character of a well-formed GSTIN', () => {
    const oneOf = (chars: string) => fc.constantFrom(...Array.from(chars));
    const base36 = oneOf('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const letters = fc.string({ unit: oneOf('ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 5, maxLength: 5 });
    const digits = fc.string({ unit: oneOf('0123456789'), minLength: 4, maxLength: 4 });
    const first14 = fc
      .tuple(
        fc.constantFrom('07', '27', '33', '38'),
        letters,
        digits,
        letters.map((l) => l.charAt(0)),
        base36,
      )
      .map((parts) => `${parts.join('')}Z`);
    fc.assert(
      fc.property(first14, base36, (prefix, last) => {
        const expected = last === gstinCheckCharacter(prefix) ? undefined : CHECK;
        expect(gstinProblem(`${prefix}${last}`)).toBe(expected);
      }),
    );
  });
});

describe('gstinSchema', () => {
  it.each([
    [' 27aapfu0939f1zv ', '27AAPFU0939F1ZV'],
    ['06aabco6063d1zq', '06AABCO6063D1ZQ'],
  ])('normalises %j to %s', (input, output) => {
    expect(gstinSchema.parse(input)).toBe(output);
    expect(normalizeGstin(input)).toBe(output);
  });

  it.each([
    ['27AAPFU0939F1ZA', CHECK],
    ['27AAPFU0939F1Z', FORMAT],
    ['', FORMAT],
  ])('rejects %j with %s', (input, message) => {
    const result = gstinSchema.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
