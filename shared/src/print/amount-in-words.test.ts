import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, indianWords } from './amount-in-words';

describe('amount in words, Indian numbering (GST.md)', () => {
  it("reads GST.md's oracle figures (num2words en_IN)", () => {
    expect(indianWords(100000)).toBe('One Lakh');
    expect(indianWords(10000000)).toBe('One Crore');
    expect(amountInWords(1111111111)).toBe(
      'Rupees One Crore Eleven Lakh Eleven Thousand One Hundred Eleven and Eleven Paise Only',
    );
  });

  it('reads the figures invoices carry', () => {
    expect(amountInWords(11800000)).toBe('Rupees One Lakh Eighteen Thousand Only');
    expect(amountInWords(50)).toBe('Rupees Zero and Fifty Paise Only');
    expect(amountInWords(-99900)).toBe('Rupees Nine Hundred Ninety Nine Only');
    expect(indianWords(2_05_00_07_019)).toBe('Two Hundred Five Crore Seven Thousand Nineteen');
    expect(indianWords(1_00_000_00_00_000)).toBe('One Lakh Crore');
    // Found by the property below: a round thousand with paise ('Thousand and One') is fine.
    expect(amountInWords(88193615700001)).toBe(
      'Rupees Eighty Eight Thousand One Hundred Ninety Three Crore Sixty One Lakh Fifty Seven Thousand and One Paise Only',
    );
  });

  it('never leaves a double space, a stray "and" or an empty word, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 15 }), (paise) => {
        const words = amountInWords(paise);
        expect(words).toMatch(/^Rupees [A-Z][A-Za-z ]+ Only$/);
        expect(words).not.toMatch(/ {2}|\band and\b| and Only/);
      }),
    );
  });
});
