import { ACCOUNT_GROUPS, type InvoiceType } from '@app/shared/books/voucher-types';
import { stockStatus } from '@app/shared/catalogue/stock';
import { indianDate } from '@app/shared/financial-year';
import { paiseToRupees, thousandthsToUnits } from '@app/shared/money';
import {
  AGEING_BUCKETS,
  type AgeingBucket,
  type Dashboard,
  type DashboardDueSide,
} from '@app/shared/reports/dashboard-docs';
import { ledgersWithGroupNames, type PlacedLedger } from '#lib/books/ledger-list';
import { companyDaysByDate, type CompanyDayRecord } from '#lib/db/day-rollups';
import { readOpenDueDays, readOpenInvoicesDueOn, type OpenDueDay, type OpenInvoiceRecord } from '#lib/db/open-dues';
import { readDigest, type StockedDigestRow } from '#lib/db/product-digest';
import { closingBalance } from '#lib/presenters/ledger';
import { sideOfDays } from './sales-rollups';

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const bucketOf = (age: number): AgeingBucket =>
  age <= 30 ? '0-30' : age <= 60 ? '31-60' : age <= 90 ? '61-90' : '90+';

/** How many top rows a dashboard list shows. */
const TOP = 5;

/**
 * One side of what is owed: the ledgers' total (debit balances of parties for receivables, credit
 * balances for payables), its open invoices aged by their dates, and what of the total is on
 * account; with the invoices past their due date.
 */
function dueSide(parties: PlacedLedger[], days: OpenDueDay[], owing: 1 | -1, today: string): DashboardDueSide {
  const balances = parties.map((ledger) => -owing * closingBalance(ledger)).filter((owed) => owed > 0);
  const total = balances.reduce((sum, owed) => sum + owed, 0);
  const ageing = new Map<AgeingBucket, { amount: number; invoices: number }>(
    AGEING_BUCKETS.map((bucket) => [bucket, { amount: 0, invoices: 0 }]),
  );
  for (const day of days) {
    for (const [date, figures] of day.byInvoiceDate) {
      const bucket = ageing.get(bucketOf(daysBetween(date, today)));
      if (!bucket) continue;
      bucket.amount += figures.amount;
      bucket.invoices += figures.count;
    }
  }
  const openTotal = days.reduce((sum, day) => sum + day.amount, 0);
  const overdue = days.filter((day) => day.dueOn < today);
  return {
    total: paiseToRupees(total),
    parties: balances.length,
    ageing: [...ageing].map(([bucket, figures]) => ({
      bucket,
      amount: paiseToRupees(figures.amount),
      invoices: figures.invoices,
    })),
    on_account: paiseToRupees(total - openTotal),
    overdue: {
      invoices: overdue.reduce((sum, day) => sum + day.count, 0),
      amount: paiseToRupees(overdue.reduce((sum, day) => sum + day.amount, 0)),
    },
  };
}

/**
 * A side's open figures and its oldest invoices past their due date: the figures name the days
 * with something due, so only the oldest overdue days that hold TOP invoices are read (usually one
 * item), however many invoices are open.
 */
async function openSide(companyId: string, side: InvoiceType, today: string) {
  const days = await readOpenDueDays(companyId, side);
  const oldestDays: string[] = [];
  let invoices = 0;
  for (const day of days) {
    if (day.dueOn >= today || invoices >= TOP) break;
    if (day.count <= 0) continue;
    oldestDays.push(day.dueOn);
    invoices += day.count;
  }
  return { days, oldestOverdue: await readOpenInvoicesDueOn(companyId, side, oldestDays) };
}

/** The oldest invoices past their due date (at most TOP), oldest due first. */
const overdueRows = (open: OpenInvoiceRecord[], today: string) =>
  open
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.date.localeCompare(b.date))
    .slice(0, TOP)
    .map((invoice) => ({
      _id: invoice.voucherId,
      voucher_number: invoice.number,
      date: invoice.date,
      due_on: invoice.dueOn,
      days_overdue: daysBetween(invoice.dueOn, today),
      party_id: invoice.partyId,
      party_name: invoice.partyName,
      balance_due: paiseToRupees(invoice.due),
    }));

/** A period's sales and purchases (taxable, net of notes) and money received and paid. */
function period(days: Iterable<CompanyDayRecord>) {
  const list = [...days];
  const sum = (name: string) => list.reduce((total, day) => total + (day[name] ?? 0), 0);
  return {
    sales: paiseToRupees(sideOfDays(list, 'Sales', 'taxable').net),
    purchases: paiseToRupees(sideOfDays(list, 'Purchase', 'taxable').net),
    collections: paiseToRupees(sum('receipt_total')),
    payments: paiseToRupees(sum('payment_total')),
  };
}

/** The 12 months ending with this one, 'YYYY-MM', oldest first. */
function lastTwelveMonths(today: string): string[] {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, index) => {
    const at = new Date(Date.UTC(year, month - 1 - (11 - index), 1));
    return at.toISOString().slice(0, 7);
  });
}

function stockSummary(rows: StockedDigestRow[]) {
  const status = (row: StockedDigestRow) => stockStatus(row.current_stock, row.low_stock_alert);
  const out = rows.filter((row) => ['zero', 'negative'].includes(status(row)));
  const low = rows.filter((row) => status(row) === 'low');
  const items = [...out, ...low.sort((a, b) => a.current_stock - b.current_stock)].slice(0, TOP);
  return {
    low: low.length,
    out: out.length,
    items: items.map((row) => ({
      _id: row.id,
      name: row.name,
      unit: row.unit,
      current_stock: thousandthsToUnits(row.current_stock),
      low_stock_alert: row.low_stock_alert === null ? null : thousandthsToUnits(row.low_stock_alert),
    })),
  };
}

/**
 * The home dashboard (issue 19): what parties owe and are owed with its ageing and the overdue
 * invoices, today's and this month's sales, purchases and money in and out, low and out-of-stock
 * products, cash and bank balances, and 12 months of sales and purchases. Reads of roll-ups only:
 * the ledgers, the open dues of each side (their figures by due date, then the items of the
 * oldest overdue days holding five invoices), the company's days of the last 12 months, and the product
 * digest; none grows with the number of vouchers.
 */
export async function dashboard(companyId: string, today = indianDate()): Promise<Dashboard> {
  const months = lastTwelveMonths(today);
  const [ledgers, sales, purchases, days, products] = await Promise.all([
    ledgersWithGroupNames(companyId),
    openSide(companyId, 'Sales', today),
    openSide(companyId, 'Purchase', today),
    companyDaysByDate(companyId, `${months[0]}-01`, today),
    readDigest(companyId),
  ]);
  const live = ledgers.filter((ledger) => !ledger.is_deleted);
  const parties = live.filter((ledger) => ledger.partyGroup !== undefined);
  const accounts = live.filter((ledger) => (ACCOUNT_GROUPS as readonly string[]).includes(ledger.parent));
  const inMonth = (month: string) => [...days].filter(([date]) => date.startsWith(month)).map(([, day]) => day);
  const accountTotal = (group: string) =>
    paiseToRupees(
      accounts.filter((ledger) => ledger.parent === group).reduce((sum, ledger) => sum - closingBalance(ledger), 0),
    );
  const sideTrend = (month: string, side: InvoiceType) =>
    paiseToRupees(sideOfDays(inMonth(month), side, 'taxable').net);
  return {
    as_of: today,
    receivables: dueSide(parties, sales.days, 1, today),
    payables: dueSide(parties, purchases.days, -1, today),
    overdue_sales: overdueRows(sales.oldestOverdue, today),
    overdue_purchases: overdueRows(purchases.oldestOverdue, today),
    today: period(days.has(today) ? [days.get(today) ?? {}] : []),
    month: period(inMonth(today.slice(0, 7))),
    stock: stockSummary(products),
    // A cash or bank ledger's debit balance (negative, as the lines read) is money held.
    cash: accounts.map((ledger) => ({
      _id: ledger._id,
      name: ledger.ledger_name,
      group: ledger.parent,
      balance: paiseToRupees(-closingBalance(ledger)),
    })),
    cash_total: accountTotal('Cash-in-Hand'),
    bank_total: accountTotal('Bank Accounts'),
    trend: months.map((month) => ({
      month,
      sales: sideTrend(month, 'Sales'),
      purchases: sideTrend(month, 'Purchase'),
    })),
  };
}
