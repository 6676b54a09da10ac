import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarYearOf,
  financialYearDates,
  financialYearEnd,
  financialYearLabel,
  financialYearOf,
  financialYearStart,
  indianDate,
  lastDayOfMonth,
} from './financial-year';

describe('financial year (1 April to 31 March, Asia/Kolkata)', () => {
  it.each([
    ['2026-11-22T06:00:00Z', '2026-04-01'],
    ['2026-04-01T00:00:00+05:30', '2026-04-01'],
    // 31 March 23:59 in India is still the old year, though it is already 1 April nowhere else.
    ['2026-03-31T18:29:59Z', '2025-04-01'],
    // 31 March 18:30 UTC is already 1 April in India.
    ['2026-03-31T18:30:00Z', '2026-04-01'],
    ['2027-02-10T12:00:00Z', '2026-04-01'],
  ])('a moment at %s is in the year starting %s', (at, start) => {
    expect(financialYearStart(new Date(at))).toBe(start);
  });

  it.each([
    ['2025-04-01', 2025],
    ['2026-03-31', 2025],
    ['2026-11-22', 2026],
    ['2027-01-05', 2026],
  ])('the day %s is in the financial year starting in %i', (day, year) => {
    expect(financialYearOf(day)).toBe(year);
  });

  it("reads today's date in India, not in UTC", () => {
    expect(indianDate(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
  });

  it('moves dates on the calendar, and knows month and year ends', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2026-04-01', -1)).toBe('2026-03-31');
    expect(lastDayOfMonth(2028, 2)).toBe('2028-02-29');
    expect(financialYearEnd('2026-04-01')).toBe('2027-03-31');
    expect(financialYearDates(2026)).toEqual({ start: '2026-04-01', end: '2027-03-31' });
    expect(calendarYearOf(2026, 3)).toBe(2027);
  });

  it("labels a year as the app does: 'FY: 2026 - 2027'", () => {
    expect(financialYearLabel('2026-04-01')).toBe('FY: 2026 - 2027');
  });
});
