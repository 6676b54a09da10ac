import { searchReader, wholeParam } from '@/lib/search-params';

/**
 * What the URL keeps: the financial year shown (the year it starts, 2025 for FY 2025-26) and the
 * daily chart's month (1-12, a calendar month of that year). Left out, or unreadable, they are the
 * running year and this month; a year the company has no books for shows the running one.
 */
export const readReportsSearch = searchReader({
  year: wholeParam(2000, 2100),
  month: wholeParam(1, 12),
});

export type ReportsSearch = ReturnType<typeof readReportsSearch>;
