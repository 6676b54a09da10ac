import { describe, expect, it } from 'vitest';
import { readAccountsSearch as readSearch, statementPeriod } from './accounts-search';

/** The router hands the reader whatever the address holds. */
const readAccountsSearch = (search: Record<string, unknown>) => readSearch(search as never);

describe('the Accounts page search', () => {
  it('opens on the trial balance, and keeps a statement, year and days it can read', () => {
    expect(readAccountsSearch({})).toEqual({ view: 'trial-balance', side: 'receivables' });
    expect(readAccountsSearch({ view: 'balance-sheet', year: 2025, start: '2025-05-01', end: 'soon' })).toEqual({
      view: 'balance-sheet',
      year: 2025,
      start: '2025-05-01',
      side: 'receivables',
    });
    expect(readAccountsSearch({ view: 'cash-flow' }).view).toBe('trial-balance');
  });

  it("asks for the year's first and last days unless days inside it were chosen", () => {
    expect(statementPeriod({}, 2025)).toEqual({ start: '2025-04-01', end: '2026-03-31' });
    expect(statementPeriod({ start: '2025-06-01', end: '2025-06-30' }, 2025)).toEqual({
      start: '2025-06-01',
      end: '2025-06-30',
    });
    // Days of another year (a year picked after them), or an end before the start, fall back.
    expect(statementPeriod({ start: '2024-06-01', end: '2025-06-30' }, 2025)).toEqual({
      start: '2025-04-01',
      end: '2025-06-30',
    });
    expect(statementPeriod({ start: '2025-09-01', end: '2025-06-30' }, 2025)).toEqual({
      start: '2025-09-01',
      end: '2026-03-31',
    });
  });
});
