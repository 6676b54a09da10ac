import * as z from '../zod';
import { companyIdField } from '../catalogue/fields';

/**
 * The Reports page's charts (spec 3 'Analytics'): series of rupee figures, one point per day of a
 * month or per month of a financial year. Sales and purchases are taxable values (what was sold
 * and bought, without GST, which is owed to or claimed from the government).
 */
export const analyticsSeriesSchema = z.object({
  id: z.enum(['sales', 'purchase', 'profit']),
  label: z.string(),
  data: z.array(z.number()),
});

export const dailyAnalyticsSchema = z.object({
  /** 1-12, the calendar month. */
  month: z.int(),
  /** The calendar year the month falls in. */
  year: z.int(),
  /** The month's sales, in rupees. */
  sales: z.number(),
  /** 'Apr 1', 'Apr 2'... one per day of the month. */
  labels: z.array(z.string()),
  data: z.array(analyticsSeriesSchema),
});

const yearParam = z.coerce
  .number()
  .check(
    z.int('financial_year must be a year'),
    z.gte(2000, 'financial_year must be a year from 2000'),
    z.lte(2100, 'financial_year must be a year up to 2100'),
  );

/**
 * Spec 7: company_id, financial_year (the year the financial year starts: 2026 is FY 2026-27) and
 * financial_month (1-12, the calendar month: 1 is January 2027 in FY 2026-27).
 */
export const dailyAnalyticsQuerySchema = z.object({
  company_id: companyIdField,
  financial_year: yearParam,
  financial_month: z.coerce
    .number()
    .check(
      z.int('financial_month must be 1 to 12'),
      z.gte(1, 'financial_month must be 1 to 12'),
      z.lte(12, 'financial_month must be 1 to 12'),
    ),
});

export type DailyAnalytics = z.infer<typeof dailyAnalyticsSchema>;
