import { financialYearEnd, financialYearStart } from '@app/shared/financial-year';
import { choiceParam, dayParam, orderParam, pageParam, searchReader, sizeParam, textParam } from '@/lib/search-params';
import { TIMELINE_PAGE_SIZES, TIMELINE_SORT_FIELDS } from '@app/shared/lists';

export type TimelineSortField = (typeof TIMELINE_SORT_FIELDS)[number];
export type TimelinePageSize = (typeof TIMELINE_PAGE_SIZES)[number];

/**
 * What the URL keeps (spec 2 and 9): search, the period (the running financial year unless
 * chosen), page, rows (30, 50, 100, 500) and sort (item name, descending).
 */
export const readTimelineSearch = searchReader({
  search: textParam,
  start: dayParam,
  end: dayParam,
  page: pageParam,
  size: sizeParam(TIMELINE_PAGE_SIZES, 30),
  sort: choiceParam(TIMELINE_SORT_FIELDS, 'item'),
  order: orderParam(-1),
});

export type TimelineSearch = ReturnType<typeof readTimelineSearch>;

/** Spec 9: the defaults, left out of the URL. */
export const TIMELINE_SEARCH_DEFAULTS = {
  page: 1,
  size: 30,
  sort: 'item',
  order: -1,
} as const satisfies Partial<TimelineSearch>;

/** The period shown: the chosen dates, else the running financial year (India), worked out when the page shows. */
export function timelinePeriod(search: TimelineSearch) {
  const yearStart = financialYearStart();
  return { start: search.start ?? yearStart, end: search.end ?? financialYearEnd(yearStart) };
}
