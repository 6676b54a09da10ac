import { QUANTITY_PLACES, decimalPlaces, parseScaled } from '../decimal';
import type { Thousandths } from '../money';
import { unitLabel, type Unit } from '../reference/units';

/** The largest quantity a product line or balance takes: 100 crore units. */
export const MAX_QUANTITY: Thousandths = 10 ** 12;

const INTEGER_TYPING = /^\d*$/;
const DECIMAL_TYPING = new RegExp(`^\\d*(\\.\\d{0,${QUANTITY_PLACES}})?$`);

/**
 * Spec 5: what a quantity box lets the user type: digits only for integer units, digits with at
 * most 3 decimals for decimal units. Forms refuse a keystroke that breaks it.
 */
export const acceptsQuantityTyping = (text: string, unit: Unit) =>
  (unit.si_representation === 'integer' ? INTEGER_TYPING : DECIMAL_TYPING).test(text);

/**
 * Why a quantity text is not acceptable for the unit (the server's and the form's rule), or
 * undefined when it is: a plain non-negative number, whole for integer units, at most 3 decimals.
 */
export function quantityProblem(text: string, unit: Unit, label: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed.startsWith('-')) return `${label} cannot be negative`;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return `${label} must be a number`;
  if (unit.si_representation === 'integer' && decimalPlaces(trimmed) > 0) {
    return `${label} must be a whole number for ${unitLabel(unit)}`;
  }
  if (decimalPlaces(trimmed) > QUANTITY_PLACES) return `${label} can have at most ${QUANTITY_PLACES} decimal places`;
  const quantity = parseScaled(trimmed, QUANTITY_PLACES);
  if (quantity === undefined || quantity > MAX_QUANTITY) return `${label} is too large`;
  return undefined;
}

/** A quantity text that passed quantityProblem, in thousandths. */
export function parseQuantity(text: string): Thousandths {
  const quantity = parseScaled(text, QUANTITY_PLACES);
  if (quantity === undefined) throw new RangeError(`Not a quantity: ${text}`);
  return quantity;
}
