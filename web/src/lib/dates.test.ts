import { describe, expect, it } from 'vitest';
import { fromDisplayDate, isCalendarDay, isoToLocalDate, localDateToIso, toDisplayDate } from './dates';

describe('dates as dd/MM/yyyy', () => {
  it('turns both ways, and refuses days the calendar does not have', () => {
    expect(toDisplayDate('2026-04-01')).toBe('01/04/2026');
    expect(toDisplayDate('2026-04-01', 'dd-MM-yyyy')).toBe('01-04-2026');
    expect(fromDisplayDate('01/04/2026')).toBe('2026-04-01');
    expect(fromDisplayDate('1/4/2026')).toBe('2026-04-01');
    expect(fromDisplayDate('29/02/2027')).toBeUndefined();
    expect(fromDisplayDate('2026-04-01')).toBeUndefined();
    expect(fromDisplayDate('31/04/2026')).toBeUndefined();
  });

  it('knows a YYYY-MM-DD day the calendar has from one it does not', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2027-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('01/04/2026')).toBe(false);
  });

  it('gives the calendar the same day back', () => {
    expect(localDateToIso(isoToLocalDate('2026-11-22'))).toBe('2026-11-22');
  });
});
