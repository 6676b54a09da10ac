import { searchReader, wholeParam } from '@/lib/search-params';

/**
 * Issue 33: the return period the GST Returns page shows, the financial year (the year it starts)
 * and the calendar month; left out, the running year and month, as the GSTR-1 download offers.
 */
export const readGstReturnsSearch = searchReader({
  year: wholeParam(2000, 2100),
  month: wholeParam(1, 12),
});

export type GstReturnsSearch = ReturnType<typeof readGstReturnsSearch>;
