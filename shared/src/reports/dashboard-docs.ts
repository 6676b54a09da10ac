import * as z from '../zod';
import { companyIdField } from '../catalogue/fields';

/**
 * The home dashboard of the current company (issue 19; Zoho Books' home as the model), in rupees.
 * Every figure is read from roll-ups the voucher transactions keep (ledger balances, the company's
 * days, the open dues by due date, the product digest), never from the vouchers themselves.
 */

export const dashboardQuerySchema = z.object({ company_id: companyIdField });

/** Ages of what is owed, by the invoices' own dates (Tally's ageing by bill date). */
export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

const ageingSchema = z.object({
  bucket: z.enum(AGEING_BUCKETS),
  amount: z.number(),
  invoices: z.int(),
});

/**
 * What parties owe the company (receivables) or it owes them (payables): the total from the
 * ledgers, aged by the open invoices it is made of; `on_account` is the rest, not against an
 * invoice (opening balances, advances, receipts that settle none; negative when parties paid ahead).
 */
const dueSideSchema = z.object({
  total: z.number(),
  parties: z.int(),
  ageing: z.array(ageingSchema),
  on_account: z.number(),
  /** Invoices fallen due before today with something left to pay. */
  overdue: z.object({ invoices: z.int(), amount: z.number() }),
});

/** An invoice past its due date, as the dashboard lists it (oldest due first). */
const overdueInvoiceSchema = z.object({
  _id: z.string(),
  voucher_number: z.string(),
  date: z.string(),
  due_on: z.string(),
  days_overdue: z.int(),
  party_id: z.string(),
  party_name: z.string(),
  balance_due: z.number(),
});

/** Sales and purchases are taxable values net of notes (as the reports show them); money in and out are receipts and payments. */
const periodSchema = z.object({
  sales: z.number(),
  purchases: z.number(),
  collections: z.number(),
  payments: z.number(),
});

const stockItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  unit: z.string(),
  current_stock: z.number(),
  low_stock_alert: z.nullable(z.number()),
});

const accountSchema = z.object({
  _id: z.string(),
  name: z.string(),
  group: z.string(),
  balance: z.number(),
});

export const dashboardSchema = z.object({
  /** Today in India: what 'today', 'overdue' and the ages are counted from. */
  as_of: z.string(),
  receivables: dueSideSchema,
  payables: dueSideSchema,
  /** The oldest sales invoices past their due date (at most 5), and of purchases. */
  overdue_sales: z.array(overdueInvoiceSchema),
  overdue_purchases: z.array(overdueInvoiceSchema),
  today: periodSchema,
  month: periodSchema,
  stock: z.object({
    low: z.int(),
    out: z.int(),
    /** The products out of stock, then low, fewest first (at most 5). */
    items: z.array(stockItemSchema),
  }),
  /** Cash-in-Hand and Bank Accounts ledgers with their closing balances (positive: money held). */
  cash: z.array(accountSchema),
  cash_total: z.number(),
  bank_total: z.number(),
  /** The last 12 months, oldest first, 'YYYY-MM' with its sales and purchases. */
  trend: z.array(z.object({ month: z.string(), sales: z.number(), purchases: z.number() })),
});

export type Dashboard = z.infer<typeof dashboardSchema>;
export type DashboardDueSide = z.infer<typeof dueSideSchema>;
