import { describe, expect, it } from 'vitest';
import { matchesAll, pageOf, searchTerms, sortRecords } from './paging';

const rows = [
  { name: 'Item 10', hsn: '9999', created_at: '2026-01-01' },
  { name: 'item 2', hsn: '30049099', created_at: '2026-01-02' },
  { name: 'Azithromycin', hsn: null, created_at: '2026-01-03' },
];

describe('in-memory lists', () => {
  it('sorts names naturally and case-blind, codes as written, missing values last both ways', () => {
    const byName = (order: number) =>
      sortRecords(
        rows,
        (r) => r.name,
        order,
        (r) => r.created_at,
      ).map((r) => r.name);
    expect(byName(1)).toEqual(['Azithromycin', 'item 2', 'Item 10']);
    expect(byName(-1)).toEqual(['Item 10', 'item 2', 'Azithromycin']);
    const byHsn = (order: number) =>
      sortRecords(
        rows,
        (r) => r.hsn,
        order,
        (r) => r.created_at,
        'codes',
      ).map((r) => r.hsn);
    expect(byHsn(1)).toEqual(['30049099', '9999', null]);
    expect(byHsn(-1)).toEqual(['9999', '30049099', null]);
  });

  it('matches every search word somewhere, ignoring case', () => {
    const terms = searchTerms('  Para  500 ');
    expect(terms).toEqual(['para', '500']);
    expect(matchesAll(terms, ['Paracetamol', '500 mg tablets'])).toBe(true);
    expect(matchesAll(terms, ['Paracetamol', null])).toBe(false);
    expect(matchesAll([], [null])).toBe(true);
  });

  it('cuts a page and reports the totals', () => {
    expect(pageOf([1, 2, 3, 4, 5], { page_no: 2, limit: 2, sortOrder: 1 })).toEqual({
      items: [3, 4],
      meta: { page: 2, limit: 2, total: 5 },
    });
  });
});
