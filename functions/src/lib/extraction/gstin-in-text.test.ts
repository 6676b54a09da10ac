import { describe, expect, it } from 'vitest';
import { gstinShapeIn, validGstinIn } from './gstin-in-text';

describe('validGstinIn', () => {
  it('finds a GSTIN inside other text, spaced or run together with its label', () => {
    expect(validGstinIn('GSTIN: 27AAPFU0939F1ZV')).toEqual({ gstin: '27AAPFU0939F1ZV', repaired: false });
    expect(validGstinIn('GSTIN27AAPFU0939F1ZV')).toEqual({ gstin: '27AAPFU0939F1ZV', repaired: false });
    expect(validGstinIn('27AAPFU 0939F1ZV')).toEqual({ gstin: '27AAPFU0939F1ZV', repaired: false });
    expect(validGstinIn('gstin 27aapfu0939f1zv')).toEqual({ gstin: '27AAPFU0939F1ZV', repaired: false });
  });

  it("undoes OCR's letter-for-digit slips when the check character then agrees", () => {
    expect(validGstinIn('27AAPFUO939F1ZV')).toEqual({ gstin: '27AAPFU0939F1ZV', repaired: true });
    expect(validGstinIn('27AAPFU0939FIZV')).toEqual({ gstin: '27AAPFU0939F1ZV', repaired: true });
    expect(validGstinIn('27AAPFU0939F12V')).toEqual({ gstin: '27AAPFU0939F1ZV', repaired: true });
  });

  it('finds none in a foreign tax id, a phone number or a GSTIN with a wrong check character', () => {
    expect(validGstinIn('12-3456789')).toBeUndefined();
    expect(validGstinIn('+1333-333-3333')).toBeUndefined();
    expect(validGstinIn('27AAPFU0939F1ZA')).toBeUndefined();
    expect(gstinShapeIn('27AAPFU0939F1ZA')).toBe('27AAPFU0939F1ZA');
    expect(gstinShapeIn('12-3456789')).toBeUndefined();
  });
});
