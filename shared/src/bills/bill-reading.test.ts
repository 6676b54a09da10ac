import { describe, expect, it } from 'vitest';
import { allowanceRenewsOn, BILL_READING_MESSAGES, readingMonth } from './bill-reading';

describe('the month a reading counts in, and what a refusal says (issue 31)', () => {
  it('counts by the calendar month in India time', () => {
    // 30 November, 11:59 pm in Kolkata; half an hour later it is December there (still November in UTC).
    expect(readingMonth(new Date('2026-11-30T18:29:00Z'))).toBe('2026-11');
    expect(readingMonth(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12');
    expect(readingMonth(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01');
  });

  it('renews on the first of the next month, across the year', () => {
    expect(allowanceRenewsOn('2026-11')).toBe('2026-12-01');
    expect(allowanceRenewsOn('2026-12')).toBe('2027-01-01');
  });

  it('names the pages of the bill, what is left of the allowance, and the ways out', () => {
    expect(
      BILL_READING_MESSAGES.allowance({
        plan: 'professional',
        trial: false,
        allowed: 50,
        used: 49,
        pages: 2,
        month: '2026-11',
      }),
    ).toBe(
      "This bill has 2 pages, and 1 page of the Professional plan's 50 this month is left. The bill is kept: enter it by hand, upgrade on /pricing, or read it again from 1 December 2026.",
    );
    expect(
      BILL_READING_MESSAGES.allowance({
        plan: 'professional',
        trial: true,
        allowed: 25,
        used: 25,
        pages: 1,
        month: '2026-12',
      }),
    ).toBe(
      "This bill has 1 page, and 0 pages of the free trial's 25 this month are left. The bill is kept: enter it by hand, upgrade on /pricing, or read it again from 1 January 2027.",
    );
    expect(BILL_READING_MESSAGES.pageCap(12)).toBe(
      'This bill has 12 pages; bills of up to 10 pages are read. The bill is kept: enter it by hand, or upload its pages in parts.',
    );
  });
});
