import { describe, expect, it } from 'vitest';
import { unitOf, type Unit } from '../reference/units';
import { acceptsQuantityTyping, parseQuantity, quantityProblem } from './quantity';

const unit = (code: string): Unit => {
  const found = unitOf(code);
  if (!found) throw new Error(`no unit ${code}`);
  return found;
};

describe('quantities per unit kind', () => {
  it('takes whole numbers only for integer units', () => {
    expect(quantityProblem('12', unit('PCS'), 'Quantity')).toBeUndefined();
    expect(quantityProblem('1.5', unit('PCS'), 'Quantity')).toBe('Quantity must be a whole number for Pieces (PCS)');
    expect(quantityProblem('2.0', unit('BOX'), 'Quantity')).toBe('Quantity must be a whole number for Box (BOX)');
  });

  it('takes up to 3 decimals for decimal units', () => {
    expect(quantityProblem('2.125', unit('KGS'), 'Quantity')).toBeUndefined();
    expect(quantityProblem('2.1255', unit('KGS'), 'Quantity')).toBe('Quantity can have at most 3 decimal places');
  });

  it('refuses negatives, non-numbers and absurd sizes', () => {
    expect(quantityProblem('-1', unit('KGS'), 'Quantity')).toBe('Quantity cannot be negative');
    expect(quantityProblem('1,000', unit('PCS'), 'Quantity')).toBe('Quantity must be a number');
    expect(quantityProblem('1000000001', unit('PCS'), 'Quantity')).toBe('Quantity is too large');
  });

  it('lets the form refuse a keystroke that breaks the rule', () => {
    expect(acceptsQuantityTyping('12', unit('PCS'))).toBe(true);
    expect(acceptsQuantityTyping('12.', unit('PCS'))).toBe(false);
    expect(acceptsQuantityTyping('12.', unit('LTR'))).toBe(true);
    expect(acceptsQuantityTyping('12.125', unit('LTR'))).toBe(true);
    expect(acceptsQuantityTyping('12.1255', unit('LTR'))).toBe(false);
    expect(acceptsQuantityTyping('', unit('LTR'))).toBe(true);
  });

  it('reads a valid quantity in thousandths', () => {
    expect(parseQuantity('2.125')).toBe(2125);
    expect(parseQuantity('40')).toBe(40_000);
  });
});
