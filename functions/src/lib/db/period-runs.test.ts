import { describe, expect, it } from 'vitest';
import { periodRuns, periodsOf } from './period-runs';

describe('a date range as years, months and days', () => {
  it('reads a financial year as one year item', () => {
    expect(periodRuns('2026-04-01', '2027-03-31')).toEqual([{ level: 'year', first: '2026', last: '2026' }]);
  });

  it('reads the edges of a range as days and whole months in between as months', () => {
    expect(periodRuns('2026-05-15', '2026-08-02')).toEqual([
      { level: 'day', first: '2026-05-15', last: '2026-05-31' },
      { level: 'month', first: '2026-06', last: '2026-07' },
      { level: 'day', first: '2026-08-01', last: '2026-08-02' },
    ]);
  });

  it('reads whole years in the middle of a long range, with months and days around them', () => {
    expect(periodRuns('2024-03-30', '2026-05-01')).toEqual([
      { level: 'day', first: '2024-03-30', last: '2024-03-31' },
      { level: 'year', first: '2024', last: '2025' },
      { level: 'month', first: '2026-04', last: '2026-04' },
      { level: 'day', first: '2026-05-01', last: '2026-05-01' },
    ]);
  });

  it('handles February of a leap year and a single day', () => {
    expect(periodRuns('2028-02-01', '2028-02-29')).toEqual([{ level: 'month', first: '2028-02', last: '2028-02' }]);
    expect(periodRuns('2028-02-01', '2028-02-28')).toEqual([{ level: 'day', first: '2028-02-01', last: '2028-02-28' }]);
    expect(periodRuns('2026-11-22', '2026-11-22')).toEqual([{ level: 'day', first: '2026-11-22', last: '2026-11-22' }]);
    expect(periodRuns('2026-11-23', '2026-11-22')).toEqual([]);
  });
});

describe('the periods of a date', () => {
  it('names the day, the month and the financial year it starts in April', () => {
    expect(periodsOf('2026-11-22')).toEqual({ day: '2026-11-22', month: '2026-11', year: '2026' });
    expect(periodsOf('2027-03-31')).toEqual({ day: '2027-03-31', month: '2027-03', year: '2026' });
    expect(periodsOf('2027-04-01')).toEqual({ day: '2027-04-01', month: '2027-04', year: '2027' });
  });
});
