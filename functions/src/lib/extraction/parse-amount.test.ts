import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount, parsePercent, parseQuantity } from './parse-amount';

describe('parseAmount', () => {
  it.each([
    ['$1,350.00', 1350],
    ['₹ 1,23,456.00', 123456],
    ['₹1,49,701.00', 149701],
    ['899.99 S', 899.99],
    ['$899.99 S', 899.99],
    ['(12.00)', -12],
    ['Rs. 1,939', 1939],
    ['Rs 500/-', 500],
    ['INR 2,50,000', 250000],
    ['$-1,136.16', -1136.16],
    ['-₹ 0.44', -0.44],
    ['0.44-', -0.44],
    ['P21.50/Unit', 21.5],
    ['P14. 50/Unit', 14.5],
    ['300-00', 300],
    ['38,48', 38.48],
    ['12.345', 12.35],
    ['0.00', 0],
    // Issue 34: other conventions, and currencies before or after.
    ['1.234,56 €', 1234.56],
    ['250,00 EURO', 250],
    ['€ 1.234.567,89', 1234567.89],
    ['EUR 40,00', 40],
    ['1 234,56 €', 1234.56],
    ["CHF 1'234.50", 1234.5],
    ['1’234.50 Fr.', 1234.5],
    ['USD 2,500.00', 2500],
    ['2,500.00 dollars', 2500],
    ['Rs. 1,23,456.00/- only', 123456],
    ['₹6,00,000.00', 600000],
    ['1,234', 1234],
    ['1.234.567', 1234567],
    ['14. 50', 14.5],
    ['£118,368.00', 118368],
  ])('reads %s as %d', (text, rupees) => {
    expect(parseAmount(text)).toBe(rupees);
  });

  it.each([
    '',
    '$',
    'Visa',
    '18%',
    '27AAPFU0939F1ZV',
    '12 x 4.00',
    '/6.50',
    'Invoice #1258',
    '1.2.3',
    '12 34',
    '1,2,3',
  ])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeUndefined();
  });

  it('reads back any amount written with Indian or Western grouping', () => {
    const indian = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 });
    const western = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 13), max: 10 ** 13 }), (paise) => {
        const rupees = paise / 100;
        expect(parseAmount(`₹ ${indian.format(rupees)}`)).toBe(rupees);
        expect(parseAmount(western.format(rupees))).toBe(rupees);
      }),
    );
  });

  it('reads back any amount as Germany, France and Switzerland print it, the currency before or after', () => {
    const formats = ['de-DE', 'fr-FR', 'de-CH'].map(
      (locale) => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), fc.constantFrom(...formats), (paise, format) => {
        const amount = paise / 100;
        expect(parseAmount(`${format.format(amount)} €`)).toBe(amount);
        expect(parseAmount(`EUR ${format.format(amount)}`)).toBe(amount);
      }),
    );
  });
});

describe('parseQuantity and parsePercent', () => {
  it('reads a quantity and the unit printed after it', () => {
    expect(parseQuantity('1200')).toEqual({ value: 1200, unit: undefined });
    expect(parseQuantity('850 STRIP')).toEqual({ value: 850, unit: 'STRIP' });
    expect(parseQuantity('4.5')).toEqual({ value: 4.5, unit: undefined });
    expect(parseQuantity('2 Nos.')).toEqual({ value: 2, unit: 'Nos' });
    expect(parseQuantity('1,200.125 kg')).toEqual({ value: 1200.125, unit: 'kg' });
    expect(parseQuantity('to')).toBeUndefined();
  });

  it('reads a rate with or without its sign, up to 100', () => {
    expect(parsePercent('18%')).toBe(18);
    expect(parsePercent('2.5 %')).toBe(2.5);
    expect(parsePercent('12.00')).toBe(12);
    expect(parsePercent('180')).toBeUndefined();
    expect(parsePercent('GST')).toBeUndefined();
  });
});
