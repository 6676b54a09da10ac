import * as z from '@app/shared/zod';

/**
 * What the URL keeps: the financial year shown (the year it starts, 2025 for FY 2025-26) and the
 * daily chart's month (1-12, a calendar month of that year). Left out, or unreadable, they are the
 * running year and this month; a year the company has no books for shows the running one.
 */
export const reportsSearchSchema = z.object({
  year: z.catch(z.optional(z.int().check(z.gte(2000), z.lte(2100))), undefined),
  month: z.catch(z.optional(z.int().check(z.gte(1), z.lte(12))), undefined),
});

export type ReportsSearch = z.output<typeof reportsSearchSchema>;
