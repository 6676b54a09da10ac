import { isNominal, type BooksPeriod, type LedgerPeriod } from './books-period';
import { OPENING_DIFFERENCE, PROFIT_AND_LOSS_ACCOUNT } from './trial-balance';

/** An amount of a statement in paise with the ledgers it adds up (each on the same side). */
export interface StatementLine {
  name: string;
  amount: number;
  ledgers: { id: string; name: string; amount: number }[];
}

/**
 * Tally's profit and loss account over a period: the trading account (opening stock, purchases
 * and direct expenses against sales, direct incomes and closing stock) to gross profit, then
 * indirect expenses against indirect incomes to net profit. Amounts are on their side: an expense
 * is positive when debited, an income when credited.
 */
export interface ProfitAndLoss {
  opening_stock: number;
  purchases: StatementLine[];
  direct_expenses: StatementLine[];
  sales: StatementLine[];
  direct_incomes: StatementLine[];
  closing_stock: number;
  gross_profit: number;
  indirect_expenses: StatementLine[];
  indirect_incomes: StatementLine[];
  net_profit: number;
}

/** The balance sheet as at a day: liabilities and capital against assets, in paise, each on its side. */
export interface BalanceSheet {
  liabilities: StatementLine[];
  assets: StatementLine[];
  total_liabilities: number;
  total_assets: number;
}

/** Which part of the profit and loss account a primary group of income or expenses goes to. */
const TRADING_GROUPS: Record<string, keyof ProfitAndLoss> = {
  'Purchase Accounts': 'purchases',
  'Direct Expenses': 'direct_expenses',
  'Sales Accounts': 'sales',
  'Direct Incomes': 'direct_incomes',
};

const byName = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true }).compare;

/**
 * The ledgers grouped by their primary group, each amount on the side `sign` says (1: credit
 * positive, -1: debit positive) from `balance`; groups and ledgers with nothing left out.
 */
function linesOf(ledgers: readonly LedgerPeriod[], sign: 1 | -1, balance: (ledger: LedgerPeriod) => number) {
  const lines = new Map<string, StatementLine>();
  for (const ledger of ledgers) {
    const amount = sign * balance(ledger);
    if (amount === 0) continue;
    const line = lines.get(ledger.group.primary) ?? { name: ledger.group.primary, amount: 0, ledgers: [] };
    line.amount += amount;
    line.ledgers.push({ id: ledger.id, name: ledger.name, amount });
    lines.set(ledger.group.primary, line);
  }
  for (const line of lines.values()) line.ledgers.sort((a, b) => byName(a.name, b.name));
  return [...lines.values()].sort((a, b) => byName(a.name, b.name));
}

const movement = (ledger: LedgerPeriod) => ledger.credit - ledger.debit;
const sumOf = (lines: readonly StatementLine[]) => lines.reduce((total, line) => total + line.amount, 0);

export function profitAndLoss(period: BooksPeriod): ProfitAndLoss {
  const part = (ledger: LedgerPeriod) =>
    TRADING_GROUPS[ledger.group.primary] ??
    (ledger.group.nature === 'Income' ? 'indirect_incomes' : 'indirect_expenses');
  const nominal = period.ledgers.filter((ledger) => isNominal(ledger.group.nature));
  const of = (name: keyof ProfitAndLoss, sign: 1 | -1) =>
    linesOf(
      nominal.filter((ledger) => part(ledger) === name),
      sign,
      movement,
    );
  const [purchases, directExpenses, sales, directIncomes] = [
    of('purchases', -1),
    of('direct_expenses', -1),
    of('sales', 1),
    of('direct_incomes', 1),
  ];
  const [indirectExpenses, indirectIncomes] = [of('indirect_expenses', -1), of('indirect_incomes', 1)];
  const grossProfit =
    sumOf(sales) +
    sumOf(directIncomes) +
    period.stock.closing -
    (period.stock.opening + sumOf(purchases) + sumOf(directExpenses));
  return {
    opening_stock: period.stock.opening,
    purchases,
    direct_expenses: directExpenses,
    sales,
    direct_incomes: directIncomes,
    closing_stock: period.stock.closing,
    gross_profit: grossProfit,
    indirect_expenses: indirectExpenses,
    indirect_incomes: indirectIncomes,
    net_profit: grossProfit + sumOf(indirectIncomes) - sumOf(indirectExpenses),
  };
}

/**
 * The balance sheet at the period's last day, for a period from its financial year's start:
 * the closing balances of the liabilities' and capital's groups with the Profit & Loss A/c
 * (earlier years' profit and this year's so far), against the assets' groups with the closing
 * stock in Current Assets. While the opening balances disagree, their difference shows on the
 * side it falls, as Tally shows it, and the two sides still add up.
 */
export function balanceSheet(period: BooksPeriod): BalanceSheet {
  if (period.start !== period.yearStart) throw new Error("A balance sheet is read from its financial year's start");
  const closing = (ledger: LedgerPeriod) => ledger.opening + movement(ledger);
  const liabilities = linesOf(
    period.ledgers.filter((ledger) => ledger.group.nature === 'Liabilities'),
    1,
    closing,
  );
  const assets = linesOf(
    period.ledgers.filter((ledger) => ledger.group.nature === 'Assets'),
    -1,
    closing,
  );
  const profit = period.profitBroughtForward + profitAndLoss(period).net_profit;
  liabilities.push({ name: PROFIT_AND_LOSS_ACCOUNT, amount: profit, ledgers: [] });
  const stock = assets.find((line) => line.name === 'Current Assets');
  const stockLine = { id: 'closing-stock', name: 'Closing Stock', amount: period.stock.closing };
  if (stock) {
    stock.amount += stockLine.amount;
    stock.ledgers.push(stockLine);
  } else if (stockLine.amount !== 0) {
    assets.push({ name: 'Current Assets', amount: stockLine.amount, ledgers: [stockLine] });
  }
  const difference = period.openingDifference;
  if (difference > 0) assets.push({ name: OPENING_DIFFERENCE, amount: difference, ledgers: [] });
  if (difference < 0) liabilities.push({ name: OPENING_DIFFERENCE, amount: -difference, ledgers: [] });
  return {
    liabilities,
    assets,
    total_liabilities: sumOf(liabilities),
    total_assets: sumOf(assets),
  };
}
