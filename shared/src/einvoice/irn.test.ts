import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { irnOf, irpFinancialYear } from './irn';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the IRN (issue 36)', () => {
  it('is the SHA-256 of GSTIN, financial year, type and number, in lowercase hex', async () => {
    const irn = await irnOf('27AAPFU0939F1ZV', 'INV', 'HIS/2026/0042', '15/05/2026');
    expect(irn).toBe(sha256('27AAPFU0939F1ZV2026-27INVHIS/2026/0042'));
    expect(irn).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not tell a number in small letters from the same in capitals (NIC, 1 June 2025)', async () => {
    expect(await irnOf('27AAPFU0939F1ZV', 'CRN', 'cn-7a', '02/01/2027')).toBe(sha256('27AAPFU0939F1ZV2026-27CRNCN-7A'));
  });

  it('tells the same number apart in another financial year or for another type', async () => {
    const may = await irnOf('27AAPFU0939F1ZV', 'INV', 'A-1', '15/05/2026');
    expect(await irnOf('27AAPFU0939F1ZV', 'INV', 'A-1', '15/05/2027')).not.toBe(may);
    expect(await irnOf('27AAPFU0939F1ZV', 'DBN', 'A-1', '15/05/2026')).not.toBe(may);
  });

  it.each([
    ['01/04/2026', '2026-27'],
    ['31/03/2027', '2026-27'],
    ['31/03/2000', '1999-00'],
    ['01/04/2099', '2099-00'],
  ])('counts %s in the financial year %s', (date, year) => {
    expect(irpFinancialYear(date)).toBe(year);
  });
});
