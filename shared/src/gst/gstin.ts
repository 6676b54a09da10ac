import * as z from '../zod';
import { OTHER_COUNTRIES_CODE, stateCodeOf, stateNameOf } from './state-codes';

/** The spec's TIN format: 2 digits, PAN (5 capitals, 4 digits, 1 capital), entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]Z[0-9A-Z]$/;

export const GSTIN_FORMAT_MESSAGE = 'Invalid TIN format';
export const GSTIN_CHECK_MESSAGE = 'Invalid TIN: the check character does not match';
export const GSTIN_STATE_MESSAGE = 'TIN state code does not match the selected state';

const BASE_36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The 15th character of a GSTIN, from its first 14 (GSTN's mod-36 scheme): each character's value
 * times 1 or 2 alternately, the product's quotient and remainder by 36 added up; the check
 * character is what brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) {
    throw new RangeError(`A GSTIN check character needs 14 digits or capitals, got '${first14}'`);
  }
  let sum = 0;
  for (let index = 0; index < first14.length; index++) {
    const product = BASE_36.indexOf(first14.charAt(index)) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE_36.charAt((36 - (sum % 36)) % 36);
}

/** What a form shows for a typed TIN: trimmed and upper-cased (spec: 'forced to upper case'). */
export function normalizeGstin(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * Why `value` is not a usable GSTIN, in the spec's words, or undefined when it is. The value is
 * taken as given (normalise it first). A state code that names no state, such as a legacy 25 or
 * 28, or 96 under which nobody registers, fails as a format error: such a TIN cannot be real. With
 * `stateName` (the company's or party's state) an Indian state must carry the TIN's code; other
 * names (a foreign region, an empty state) are not compared.
 */
export function gstinProblem(value: string, stateName?: string): string | undefined {
  const stateCode = value.slice(0, 2);
  if (!GSTIN_PATTERN.test(value) || stateNameOf(stateCode) === undefined || stateCode === OTHER_COUNTRIES_CODE) {
    return GSTIN_FORMAT_MESSAGE;
  }
  if (gstinCheckCharacter(value.slice(0, 14)) !== value.charAt(14)) return GSTIN_CHECK_MESSAGE;
  const selectedCode = stateName === undefined ? undefined : stateCodeOf(stateName);
  if (selectedCode !== undefined && selectedCode !== stateCode) return GSTIN_STATE_MESSAGE;
  return undefined;
}

export function isValidGstin(value: string, stateName?: string): boolean {
  return gstinProblem(value, stateName) === undefined;
}

/**
 * A TIN form field: trims and upper-cases, then reports the first problem. The state comparison
 * needs a second field, so forms add it at object level with `gstinProblem(tin, state)`.
 */
export const gstinSchema = z.string().check(
  z.trim(),
  z.toUpperCase(),
  z.check((ctx) => {
    const problem = gstinProblem(ctx.value);
    if (problem !== undefined) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
  }),
);
