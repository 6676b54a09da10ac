import type { BooksPeriod, LedgerPeriod, StatementGroup } from './books-period';

/**
 * A trial balance row in paise: opening and closing balances each on one side (Tally nets a
 * group's ledgers), the period's debits and credits both.
 */
export interface BalanceRow {
  opening_debit: number;
  opening_credit: number;
  debit: number;
  credit: number;
  closing_debit: number;
  closing_credit: number;
}

export interface TrialBalanceLedger extends BalanceRow {
  id: string;
  name: string;
}

export interface TrialBalanceGroup extends BalanceRow {
  id: string;
  name: string;
  groups: TrialBalanceGroup[];
  ledgers: TrialBalanceLedger[];
}

/** A line the books hold outside the ledgers: the Profit & Loss A/c, Opening Stock, the difference. */
export interface TrialBalanceLine extends BalanceRow {
  name: string;
}

export interface TrialBalance {
  groups: TrialBalanceGroup[];
  lines: TrialBalanceLine[];
  totals: BalanceRow;
}

export const PROFIT_AND_LOSS_ACCOUNT = 'Profit & Loss A/c';
export const OPENING_STOCK = 'Opening Stock';
export const OPENING_DIFFERENCE = 'Difference in opening balances';

/** Signed balances (credit positive) as a row. */
function row(opening: number, debit: number, credit: number): BalanceRow {
  const closing = opening + credit - debit;
  return {
    opening_debit: Math.max(-opening, 0),
    opening_credit: Math.max(opening, 0),
    debit,
    credit,
    closing_debit: Math.max(-closing, 0),
    closing_credit: Math.max(closing, 0),
  };
}

const signedOpening = (balance: BalanceRow) => balance.opening_credit - balance.opening_debit;

/** Rows added up, balances netted. */
function sumRows(rows: readonly BalanceRow[]): BalanceRow {
  const opening = rows.reduce((total, each) => total + signedOpening(each), 0);
  const debit = rows.reduce((total, each) => total + each.debit, 0);
  const credit = rows.reduce((total, each) => total + each.credit, 0);
  return row(opening, debit, credit);
}

const isEmpty = (balance: BalanceRow) =>
  balance.opening_debit === 0 &&
  balance.opening_credit === 0 &&
  balance.debit === 0 &&
  balance.credit === 0 &&
  balance.closing_debit === 0 &&
  balance.closing_credit === 0;

/** The columns' totals: each side of each column added over the primary rows. */
function totalsOf(rows: readonly BalanceRow[]): BalanceRow {
  const total = (pick: (balance: BalanceRow) => number) => rows.reduce((sum, each) => sum + pick(each), 0);
  return {
    opening_debit: total((each) => each.opening_debit),
    opening_credit: total((each) => each.opening_credit),
    debit: total((each) => each.debit),
    credit: total((each) => each.credit),
    closing_debit: total((each) => each.closing_debit),
    closing_credit: total((each) => each.closing_credit),
  };
}

const byName = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true }).compare;

/**
 * Tally's trial balance over a period: every primary group with its sub-groups and ledgers (those
 * with nothing in the period left out), then the Profit & Loss A/c (earlier years' profit), the
 * Opening Stock at the year's start and, while the opening balances disagree, their difference.
 * Income and expense ledgers count from the financial year's start. The closing debits equal the
 * closing credits to the paisa, and so do the period's.
 */
export function trialBalance(period: BooksPeriod): TrialBalance {
  const ledgersOf = new Map<string, LedgerPeriod[]>();
  for (const ledger of period.ledgers) {
    ledgersOf.set(ledger.group.id, [...(ledgersOf.get(ledger.group.id) ?? []), ledger]);
  }
  const childrenOf = new Map<string | null, StatementGroup[]>();
  for (const group of period.groups) {
    childrenOf.set(group.parent_id, [...(childrenOf.get(group.parent_id) ?? []), group]);
  }
  const build = (group: StatementGroup, depth: number): TrialBalanceGroup => {
    const ledgers = (ledgersOf.get(group.id) ?? [])
      .map((ledger) => ({ id: ledger.id, name: ledger.name, ...row(ledger.opening, ledger.debit, ledger.credit) }))
      .filter((ledger) => !isEmpty(ledger))
      .sort((a, b) => byName(a.name, b.name));
    const groups =
      depth > period.groups.length
        ? []
        : (childrenOf.get(group.id) ?? [])
            .map((child) => build(child, depth + 1))
            .filter((child) => !isEmpty(child))
            .sort((a, b) => byName(a.name, b.name));
    return { id: group.id, name: group.name, ...sumRows([...ledgers, ...groups]), groups, ledgers };
  };
  const groups = (childrenOf.get(null) ?? [])
    .map((group) => build(group, 0))
    .filter((group) => !isEmpty(group))
    .sort((a, b) => byName(a.name, b.name));
  const lines: TrialBalanceLine[] = [
    { name: PROFIT_AND_LOSS_ACCOUNT, ...row(period.profitBroughtForward, 0, 0) },
    { name: OPENING_STOCK, ...row(-period.stock.year, 0, 0) },
    { name: OPENING_DIFFERENCE, ...row(-period.openingDifference, 0, 0) },
  ].filter((line) => !isEmpty(line));
  return { groups, lines, totals: totalsOf([...groups, ...lines]) };
}
