import { describe, expect, it } from 'vitest';
import { GST_STATES, gstStateOf, INDIAN_STATES, stateCodeOf, stateNameOf } from './state-codes';

describe('GST state codes', () => {
  it.each([
    ['01', 'Jammu and Kashmir'],
    ['07', 'Delhi'],
    ['24', 'Gujarat'],
    ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['27', 'Maharashtra'],
    ['34', 'Puducherry'],
    ['35', 'Andaman and Nicobar Islands'],
    ['36', 'Telangana'],
    ['37', 'Andhra Pradesh'],
    ['38', 'Ladakh'],
    ['97', 'Other Territory'],
    ['96', 'Other Countries'],
  ])('%s is %s, both ways', (code, name) => {
    expect(stateNameOf(code)).toBe(name);
    expect(stateCodeOf(name)).toBe(code);
  });

  it.each(['25', '28', '00', '39', '99', '7', ''])('%j names no state', (code) => {
    expect(stateNameOf(code)).toBeUndefined();
  });

  it.each([
    ['Jammu And Kashmir', '01'],
    [' tamil nadu ', '33'],
    ['Orissa', undefined],
    ['California', undefined],
    ['', undefined],
  ])('looks up %j as %s', (name, code) => {
    expect(stateCodeOf(name)).toBe(code);
  });

  it('has 38 codes: 01-38 without the legacy 25 and 28, then 97 and 96', () => {
    const expected = Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0'))
      .filter((code) => code !== '25' && code !== '28')
      .concat('97', '96');
    expect(GST_STATES.map(({ code }) => code)).toEqual(expected);
    expect(new Set(GST_STATES.map(({ name }) => name)).size).toBe(GST_STATES.length);
  });

  it('counts 36 states and union territories', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(INDIAN_STATES.map(({ name }) => name)).not.toContain('Other Territory');
  });

  it.each([
    ['Maharashtra', 'Maharashtra'],
    ['  jammu and kashmir ', 'Jammu and Kashmir'],
    ['27', 'Maharashtra'],
    ['27-Maharashtra', 'Maharashtra'],
    ['29 - Karnataka', 'Karnataka'],
    ['96', 'Other Countries'],
    ['27 - Karnataka', undefined],
    ['25', undefined],
    ['1e308', undefined],
    ['California', undefined],
    ['Maharashtra; DROP TABLE', undefined],
    ['', undefined],
  ])('reads the place of supply %j as %s', (text, name) => {
    expect(gstStateOf(text)?.name).toBe(name);
  });
});
