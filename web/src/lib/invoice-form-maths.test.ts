import { describe, expect, it } from 'vitest';
import { normalisedQuantity, paiseOfRupees } from './invoice-form-maths';

describe("an invoice form's figures", () => {
  it('floors whole-number units and rounds decimal units to 2 places (spec 9)', () => {
    expect(normalisedQuantity('2.7', 'PCS')).toBe('2');
    expect(normalisedQuantity('1.256', 'KGS')).toBe('1.26');
    expect(normalisedQuantity('10.000', 'BTL')).toBe('10');
    expect(normalisedQuantity('0.4', 'TBS')).toBe('0');
  });

  it('reads rupees from the API by their digits', () => {
    expect(paiseOfRupees(309.68)).toBe(30968);
    expect(paiseOfRupees(-0.32)).toBe(-32);
    expect(paiseOfRupees(0.1 + 0.2)).toBe(30);
  });
});
