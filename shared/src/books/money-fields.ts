import * as z from '../zod';
import { MONEY_PLACES, PERCENT_PLACES, QUANTITY_PLACES, decimalPlaces, numberText, parseScaled } from '../decimal';
import { MAX_AMOUNT_PAISE } from '../money';

/**
 * Figures of voucher payloads: JSON numbers or text (the spec's client sends both), turned into
 * the stored integer units here, once. Empty text means absent.
 */

/** The scaled integer a figure stands for, or why it is not acceptable. */
function scaled(value: string | number, places: number, label: string, signed: boolean): number | string {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  if (text === undefined || !/^-?\d+(\.\d+)?$/.test(text)) return `${label} must be a number`;
  const negative = text.startsWith('-');
  if (negative && !signed) return `${label} cannot be negative`;
  const digits = negative ? text.slice(1) : text;
  if (decimalPlaces(digits) > places) return `${label} can have at most ${places} decimal places`;
  const magnitude = parseScaled(digits, places);
  if (magnitude === undefined || magnitude > MAX_AMOUNT_PAISE) return `${label} is too large`;
  return negative ? -magnitude : magnitude;
}

const optionalFigure = (places: number, label: string, signed: boolean) =>
  z.pipe(
    z.optional(z.nullable(z.union([z.string(), z.number()], { error: `${label} must be a number` }))),
    z.transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return undefined;
      const result = scaled(value, places, label, signed);
      if (typeof result === 'number') return result;
      ctx.issues.push({ code: 'custom', input: value, message: result });
      return undefined;
    }),
  );

/** Rupees with at most 2 decimals, as paise; undefined when absent. */
export const optionalRupees = (label: string, signed = false) => optionalFigure(MONEY_PLACES, label, signed);

/** A quantity with at most 3 decimals, as thousandths. */
export const optionalQuantity = (label: string) => optionalFigure(QUANTITY_PLACES, label, false);

/** A percentage with at most 2 decimals, as hundredths of a percent. */
export const optionalPercent = (label: string) => optionalFigure(PERCENT_PLACES, label, false);
