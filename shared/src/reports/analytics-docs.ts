import * as z from '../zod';
import { companyIdField } from '../catalogue/fields';

/**
 * The Reports page's charts (spec 3 'Analytics'): series of rupee figures, one point per day of a
 * month or per month of a financial year. Sales and purchases are taxable values (what was sold
 * and bought, without GST, which is owed to or claimed from the government), net of credit notes
 * and debit notes (goods returned), so a period with only a return is below zero.
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

/**
 * Spec 3 'yearly stats', the Reports page's five cards for a financial year, in rupees: the stock's
 * value at its start (opening) and end (current), purchases and sales (taxable), gross profit
 * (sales less their cost at the year's average rates) and its margin on sales.
 */
export const yearlyAnalyticsSchema = z.object({
  financial_year: z.int(),
  opening: z.number(),
  purchase: z.number(),
  sales: z.number(),
  current: z.number(),
  profit: z.number(),
  profit_percent: z.number(),
});

/** Spec 3 'Monthly': twelve points, April to March, of sales, purchases and gross profit. */
export const monthlyAnalyticsSchema = z.object({
  /** The year the financial year starts. */
  year: z.int(),
  /** The year's sales, in rupees. */
  sales: z.number(),
  /** 'Apr', 'May'... 'Mar'. */
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

/** Spec 7: company_id and financial_year (by default the running one). */
export const yearAnalyticsQuerySchema = z.object({
  company_id: companyIdField,
  financial_year: z.optional(yearParam),
});

export type DailyAnalytics = z.infer<typeof dailyAnalyticsSchema>;
export type YearlyAnalytics = z.infer<typeof yearlyAnalyticsSchema>;
export type MonthlyAnalytics = z.infer<typeof monthlyAnalyticsSchema>;
