import * as z from '../zod';
import { INDIA_TIME_ZONE } from '../financial-year';
import { PLAN_LABELS, type Plan } from '../billing/plan-table';

/**
 * Issue 31: the ceilings on reading bills by AI, where each page read costs money. The pages a
 * month come from the plan table (per subscriber: the owner's companies together, per calendar
 * month in India time); a file may have at most BILL_PAGE_CAP pages, and a bill may be read at most
 * BILL_READINGS_CAP times. A bill refused by a ceiling stays, to be entered by hand.
 */
export const BILL_PAGE_CAP = 10;
export const BILL_READINGS_CAP = 3;

/** The calendar month a reading counts in, India time: '2026-11'. */
export function readingMonth(at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE, year: 'numeric', month: '2-digit' })
    .formatToParts(at)
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {});
  return `${parts.year ?? ''}-${parts.month ?? ''}`;
}

/** The day the allowance of a month starts again: the first of the next month ('2026-12-01'). */
export function allowanceRenewsOn(month: string): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  return monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
}

const pagesText = (pages: number) => `${pages} ${pages === 1 ? 'page' : 'pages'}`;

/** '1 December 2026', as the messages name the day the allowance renews. */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const BY_HAND = 'The bill is kept: enter it by hand';

export const BILL_READING_MESSAGES = {
  /** The reading that would go over the month's allowance. */
  allowance: (fields: { plan: Plan; trial: boolean; allowed: number; used: number; pages: number; month: string }) =>
    `This bill has ${pagesText(fields.pages)}, and ${pagesText(Math.max(0, fields.allowed - fields.used))} of the ${
      fields.trial ? 'free trial' : `${PLAN_LABELS[fields.plan]} plan`
    }'s ${fields.allowed} this month ${fields.allowed - fields.used === 1 ? 'is' : 'are'} left. ${BY_HAND}, upgrade on /pricing, or read it again from ${longDay(allowanceRenewsOn(fields.month))}.`,
  pageCap: (pages: number) =>
    `This bill has ${pagesText(pages)}; bills of up to ${BILL_PAGE_CAP} pages are read. ${BY_HAND}, or upload its pages in parts.`,
  readingsCap: `This bill has been read ${BILL_READINGS_CAP} times, the most one bill is read. ${BY_HAND}.`,
  notIncluded: (plan: Plan) =>
    `The ${PLAN_LABELS[plan]} plan does not read bills by AI. ${BY_HAND}, or upgrade on /pricing.`,
  'trial ended': `The free trial has ended, so bills are not read. ${BY_HAND}, or choose a plan on /pricing.`,
  'plan lapsed': `The plan is not active, so bills are not read. ${BY_HAND}, or renew it on /pricing.`,
  /** Said with the upload when nothing is left of the month's pages. */
  spent: (allowed: number, renewsOn: string) =>
    `This month's ${allowed} pages of bill reading are used: new bills are kept, to be entered by hand, and read from ${longDay(renewsOn)}, or at once after an upgrade on /pricing.`,
} as const;

/** Where a company's reading of bills stands this month (the Bills page, the upload). */
export const billAllowanceSchema = z.object({
  /** The owner's plan, or 'Free trial'. */
  plan_label: z.string(),
  /** Whether bills are read at all (the plan has them and is in force). */
  included: z.boolean(),
  pages_allowed: z.nullable(z.int()),
  pages_used: z.int(),
  pages_left: z.nullable(z.int()),
  /** YYYY-MM-DD: when the month's pages start again. */
  renews_on: z.string(),
  /** Why bills are not read now, with the way out; null while pages are left. */
  message: z.nullable(z.string()),
});
export type BillAllowance = z.infer<typeof billAllowanceSchema>;
