import { describe, expect, it } from 'vitest';
import { voucherNumber } from './serial-numbers';

describe('voucher numbers', () => {
  it('reads prefix, financial year and a 4-digit serial, within 16 characters', () => {
    expect(voucherNumber('Sales', '2026-04-01', 1)).toBe('SI/26-27/0001');
    expect(voucherNumber('Receipt', '2099-04-01', 12)).toBe('RV/99-00/0012');
    expect(voucherNumber('Payment', '2026-04-01', 99_999)).toHaveLength(14);
  });
});
