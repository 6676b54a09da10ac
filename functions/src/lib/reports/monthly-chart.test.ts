import { describe, expect, it } from 'vitest';
import { staleMonths } from './monthly-chart';

const months = [
  '2025-04',
  '2025-05',
  '2025-06',
  '2025-07',
  '2025-08',
  '2025-09',
  '2025-10',
  '2025-11',
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
];
const seen = {
  version: 7,
  catalogue: 2,
  lastProduct: 'p1',
  months: { '2025-03': 1, '2025-05': 3, '2025-11': 1 },
  lastVoucher: null,
};

describe('which months of a kept monthly chart a change leaves stale', () => {
  it('keeps the chart while the version stands', () => {
    expect(staleMonths(seen, { ...seen }, months)).toBe('none');
  });

  it('recomputes from the first month a voucher went into or out of, not before', () => {
    expect(staleMonths(seen, { ...seen, version: 8, months: { ...seen.months, '2025-11': 2 } }, months)).toBe(7);
    const twoMonths = { ...seen.months, '2025-06': 1, '2026-02': 1 };
    expect(staleMonths(seen, { ...seen, version: 9, months: twoMonths }, months)).toBe(2);
  });

  it('recomputes only the one product written since, when nothing else changed', () => {
    expect(staleMonths(seen, { ...seen, version: 8, catalogue: 3, lastProduct: 'p2' }, months)).toEqual({
      productId: 'p2',
    });
    const laterYear = { ...seen.months, '2026-05': 1 };
    expect(
      staleMonths(seen, { ...seen, version: 9, catalogue: 3, lastProduct: 'p2', months: laterYear }, months),
    ).toEqual({ productId: 'p2' });
  });

  it('recomputes the whole year after two product writes, a product write and a voucher, or a voucher before the year', () => {
    expect(staleMonths(seen, { ...seen, version: 9, catalogue: 4, lastProduct: 'p2' }, months)).toBe('all');
    const sale = { ...seen.months, '2025-11': 2 };
    expect(staleMonths(seen, { ...seen, version: 9, catalogue: 3, lastProduct: 'p2', months: sale }, months)).toBe(
      'all',
    );
    expect(staleMonths(seen, { ...seen, version: 8, months: { ...seen.months, '2025-03': 2 } }, months)).toBe('all');
    expect(staleMonths(seen, { ...seen, version: 8, months: { ...seen.months, '2024-12': 1 } }, months)).toBe('all');
  });

  it('keeps the chart when only a later year changed', () => {
    expect(staleMonths(seen, { ...seen, version: 8, months: { ...seen.months, '2026-04': 1 } }, months)).toBe('none');
  });
});
