import * as z from '../zod';
import { dateQueryParam, filterParam, listMetaSchema, listQuerySchema, pagedList } from '../catalogue/list-query';
import { financialYearEnd, financialYearStart } from '../financial-year';
import { TIMELINE_PAGE_SIZES, TIMELINE_SORT_FIELDS } from '../lists';

const isCalendarDate = (date: string) => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
};

/**
 * A report's period from start_date and end_date (YYYY-MM-DD or ISO timestamps, spec 7): by
 * default the running financial year (spec 9's '1 April 2025 to 31 March 2026' is that year's
 * instance), in Asia/Kolkata.
 */
export const reportPeriod = <T extends { start_date?: string | undefined; end_date?: string | undefined }>(
  query: T,
  ctx: z.core.ParsePayload,
) => {
  const yearStart = financialYearStart();
  const start = query.start_date?.slice(0, 10) ?? yearStart;
  const end = query.end_date?.slice(0, 10) ?? financialYearEnd(yearStart);
  for (const [name, date] of [
    ['start_date', start],
    ['end_date', end],
  ] as const) {
    if (!isCalendarDate(date)) ctx.issues.push({ code: 'custom', input: date, message: `${name} is not a date` });
  }
  if (start > end) ctx.issues.push({ code: 'custom', input: end, message: 'end_date must not be before start_date' });
  return { ...query, start_date: start, end_date: end };
};

/** Spec 7: company_id, search, category (omitted for all), start_date, end_date, paging and sort. */
export const timelineQuerySchema = z.pipe(
  listQuerySchema(
    TIMELINE_SORT_FIELDS,
    { category: filterParam, start_date: dateQueryParam('start_date'), end_date: dateQueryParam('end_date') },
    { limit: TIMELINE_PAGE_SIZES[0], maxLimit: TIMELINE_PAGE_SIZES.at(-1), sortOrder: -1 },
  ),
  z.transform(reportPeriod),
);

/**
 * Spec 3 'Inventory timeline row': an item over the period, rupees and quantities in units. Rates
 * are value / quantity, the closing rate the period's average rate (GST.md); gross profit is
 * sales value less sales quantity at that rate, and profit_percent the margin on sales.
 */
export const timelineRowSchema = z.object({
  _id: z.string(),
  item: z.string(),
  unit: z.string(),
  opening_qty: z.number(),
  opening_rate: z.number(),
  opening_val: z.number(),
  inwards_qty: z.number(),
  inwards_rate: z.number(),
  inwards_val: z.number(),
  outwards_qty: z.number(),
  outwards_rate: z.number(),
  outwards_val: z.number(),
  gross_profit: z.number(),
  profit_percent: z.number(),
  closing_qty: z.number(),
  closing_rate: z.number(),
  closing_val: z.number(),
});

/** Spec 3 'Totals meta': paging and the totals row over every matching item, not just the page. */
export const timelineMetaSchema = z.extend(listMetaSchema, {
  opening_val: z.number(),
  inwards_val: z.number(),
  outwards_val: z.number(),
  gross_profit: z.number(),
  profit_percent: z.number(),
  closing_val: z.number(),
  start_date: z.string(),
  end_date: z.string(),
});

export const timelineSchema = pagedList(timelineRowSchema, timelineMetaSchema);

export type TimelineQuery = z.input<typeof timelineQuerySchema>;
export type TimelineRow = z.infer<typeof timelineRowSchema>;
export type Timeline = z.infer<typeof timelineSchema>;
