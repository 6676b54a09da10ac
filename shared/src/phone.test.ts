import { describe, expect, it } from 'vitest';
import { joinPhoneNumber, splitPhoneNumber } from './phone';

describe('splitPhoneNumber', () => {
  it.each([
    ['+919876543210', { code: '+91', number: '9876543210' }],
    ['+14155550123', { code: '+1', number: '4155550123' }],
    ['+9715012345678', { code: '+971', number: '5012345678' }],
    ['9876543210', { code: '', number: '9876543210' }],
    [undefined, { code: '', number: '' }],
    ['+12345678901234567', { code: '', number: '12345678901234567' }],
  ])('%s -> %o', (e164, parts) => {
    expect(splitPhoneNumber(e164)).toEqual(parts);
  });

  it('round-trips through joinPhoneNumber', () => {
    expect(joinPhoneNumber(splitPhoneNumber('+919876543210'))).toBe('+919876543210');
  });
});
