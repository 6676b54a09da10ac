import * as z from '@app/shared/zod';

/**
 * What the URL keeps: the daily chart's month (1-12, a calendar month of the running financial
 * year). Left out, or unreadable, it is this month.
 */
export const reportsSearchSchema = z.object({
  month: z.catch(z.optional(z.int().check(z.gte(1), z.lte(12))), undefined),
});

export type ReportsSearch = z.output<typeof reportsSearchSchema>;
