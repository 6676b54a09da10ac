import type { ReturnFrequency } from '@app/shared/gst/return-period';
import { choiceParam, searchReader, wholeParam } from '@/lib/search-params';

/**
 * return-period.ts's RETURN_FREQUENCIES, written out: this reader loads with the app's entry, which
 * every first view downloads, and importing that module would bring all of it along (issue 38).
 * gst-returns-search.test.ts keeps the two in step.
 */
const RETURN_FREQUENCIES = ['monthly', 'quarterly'] as const satisfies readonly ReturnFrequency[];

/**
 * The page's tabs: the return, the purchases reconciled with GSTR-2B, and the sales still to be
 * reported on the e-invoice portal (issue 36).
 */
export const GST_RETURN_TABS = ['gstr3b', 'gstr2b', 'einvoices'] as const;
export type GstReturnTab = (typeof GST_RETURN_TABS)[number];

/**
 * Issue 33: the return period the GST Returns page shows, the financial year (the year it starts)
 * and the calendar month (a quarter's last month when filing quarterly, QRMP); left out, the
 * running year and month, as the GSTR-1 download offers.
 */
export const readGstReturnsSearch = searchReader({
  year: wholeParam(2000, 2100),
  month: wholeParam(1, 12),
  filing: choiceParam(RETURN_FREQUENCIES, 'monthly'),
  tab: choiceParam(GST_RETURN_TABS, 'gstr3b'),
});

export type GstReturnsSearch = ReturnType<typeof readGstReturnsSearch>;

export const GST_RETURNS_SEARCH_DEFAULTS = {
  tab: 'gstr3b',
  filing: 'monthly',
} as const satisfies Partial<GstReturnsSearch>;
