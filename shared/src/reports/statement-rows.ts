import { toDisplayDate } from '../financial-year';
import type {
  AgeingDoc,
  BalanceSheetDoc,
  ProfitAndLossDoc,
  StatementLineDoc,
  TrialBalanceDoc,
  TrialBalanceGroupDoc,
} from './statement-docs';

/**
 * A statement as a plain table (issue 32), the one shape its exports are made from: the CSV and
 * the Excel sheet in the browser, the PDF on the server. A row's first cell is its particulars,
 * indented by `depth`; the other cells are rupees (null where a column has nothing). `strong` rows
 * are totals.
 */
export interface StatementTable {
  title: string;
  /** '1 April 2026 to 31 March 2027', 'As on 28/11/2026'. */
  period: string;
  header: string[];
  /** How many columns from the left hold text (a register's date, particulars, type, number); 1 unless said. */
  text_columns?: number;
  rows: StatementRow[];
}

/** Text in the text columns, rupees (or null for nothing) in the others. */
export type StatementCell = string | number | null;

export interface StatementRow {
  cells: [string, ...StatementCell[]];
  depth: number;
  strong?: boolean;
}

const period = (start: string, end: string) => `${toDisplayDate(start)} to ${toDisplayDate(end)}`;
const orNull = (rupees: number) => (rupees === 0 ? null : rupees);

type Balance = TrialBalanceDoc['totals'];
const balanceCells = (row: Balance): (number | null)[] => [
  orNull(row.opening_debit),
  orNull(row.opening_credit),
  orNull(row.debit),
  orNull(row.credit),
  orNull(row.closing_debit),
  orNull(row.closing_credit),
];

function groupRows(group: TrialBalanceGroupDoc, depth: number): StatementRow[] {
  return [
    { cells: [group.name, ...balanceCells(group)], depth, strong: depth === 0 },
    ...group.groups.flatMap((child) => groupRows(child, depth + 1)),
    ...group.ledgers.map((ledger) => ({
      cells: [ledger.name, ...balanceCells(ledger)] as StatementRow['cells'],
      depth: depth + 1,
    })),
  ];
}

export function trialBalanceTable(data: TrialBalanceDoc): StatementTable {
  return {
    title: 'Trial Balance',
    period: period(data.start_date, data.end_date),
    header: ['Particulars', 'Opening Debit', 'Opening Credit', 'Debit', 'Credit', 'Closing Debit', 'Closing Credit'],
    rows: [
      ...data.groups.flatMap((group) => groupRows(group, 0)),
      ...data.lines.map((line) => ({ cells: [line.name, ...balanceCells(line)] as StatementRow['cells'], depth: 0 })),
      { cells: ['Grand Total', ...balanceCells(data.totals)], depth: 0, strong: true },
    ],
  };
}

/** A primary group and its ledgers, the group's amount on its own row. */
const lineRows = (lines: readonly StatementLineDoc[]): StatementRow[] =>
  lines.flatMap((line): StatementRow[] => [
    { cells: [line.name, line.amount], depth: 0 },
    ...line.ledgers.map((ledger): StatementRow => ({ cells: [ledger.name, ledger.amount], depth: 1 })),
  ]);

const sum = (lines: readonly StatementLineDoc[]) => lines.reduce((total, line) => total + line.amount, 0);
const figure = (label: string, amount: number, strong = false): StatementRow => ({
  cells: [label, amount],
  depth: 0,
  strong,
});

export function profitAndLossTable(data: ProfitAndLossDoc): StatementTable {
  return {
    title: 'Profit & Loss',
    period: period(data.start_date, data.end_date),
    header: ['Particulars', 'Amount'],
    rows: [
      figure('Opening Stock', data.opening_stock),
      ...lineRows(data.purchases),
      ...lineRows(data.direct_expenses),
      ...lineRows(data.sales),
      ...lineRows(data.direct_incomes),
      figure('Closing Stock', data.closing_stock),
      figure(data.gross_profit < 0 ? 'Gross Loss' : 'Gross Profit', Math.abs(data.gross_profit), true),
      ...lineRows(data.indirect_expenses),
      figure('Total Indirect Expenses', sum(data.indirect_expenses)),
      ...lineRows(data.indirect_incomes),
      figure('Total Indirect Incomes', sum(data.indirect_incomes)),
      figure(data.net_profit < 0 ? 'Net Loss' : 'Net Profit', Math.abs(data.net_profit), true),
    ],
  };
}

export function balanceSheetTable(data: BalanceSheetDoc): StatementTable {
  return {
    title: 'Balance Sheet',
    period: `As on ${toDisplayDate(data.end_date)}`,
    header: ['Particulars', 'Amount'],
    rows: [
      { cells: ['Liabilities'], depth: 0, strong: true },
      ...lineRows(data.liabilities),
      figure('Total Liabilities', data.total_liabilities, true),
      { cells: ['Assets'], depth: 0, strong: true },
      ...lineRows(data.assets),
      figure('Total Assets', data.total_assets, true),
    ],
  };
}

export function ageingTable(data: AgeingDoc): StatementTable {
  const cells = (row: AgeingDoc['totals']) => [
    orNull(row.not_due),
    orNull(row.days_0_30),
    orNull(row.days_31_60),
    orNull(row.days_61_90),
    orNull(row.over_90),
    orNull(row.on_account),
    row.balance,
  ];
  return {
    title: data.side === 'receivables' ? 'Receivables Ageing' : 'Payables Ageing',
    period: `As on ${toDisplayDate(data.as_on)}`,
    header: ['Party', 'Not due', '0-30 days', '31-60 days', '61-90 days', 'Over 90 days', 'On account', 'Balance'],
    rows: [
      ...data.parties.map((party) => ({ cells: [party.name, ...cells(party)] as StatementRow['cells'], depth: 0 })),
      { cells: ['Total', ...cells(data.totals)], depth: 0, strong: true },
    ],
  };
}

/** A voucher's line in a register: a ledger's line in its statement, or a voucher in the Day Book. */
export interface RegisterLine {
  date: string;
  particulars: string;
  voucher_type: string;
  voucher_number: string;
  /** Rupees, 0 for none. */
  debit: number;
  credit: number;
}

const REGISTER_HEADER = ['Date', 'Particulars', 'Vch Type', 'Vch No.', 'Debit', 'Credit'];
const registerRow = (line: RegisterLine): StatementRow => ({
  cells: [
    toDisplayDate(line.date),
    line.particulars,
    line.voucher_type,
    line.voucher_number,
    orNull(line.debit),
    orNull(line.credit),
  ],
  depth: 0,
});
/** A signed balance (negative: debit) in its column, as a register's summary line. */
const balanceRow = (label: string, balance: number): StatementRow => ({
  cells: ['', label, '', '', balance < 0 ? -balance : null, balance > 0 ? balance : null],
  depth: 0,
  strong: true,
});

/**
 * A ledger's statement as Tally's Ledger Vouchers report: its lines by date, then the opening
 * balance, the period's totals and the closing balance (rupees; balances signed, negative = debit). The cash
 * book and the bank books are the cash and bank ledgers' statements.
 */
export function ledgerStatementTable(data: {
  ledger: string;
  start_date: string;
  end_date: string;
  opening: number;
  closing: number;
  debit: number;
  credit: number;
  lines: readonly RegisterLine[];
}): StatementTable {
  return {
    title: `Ledger: ${data.ledger}`,
    period: period(data.start_date, data.end_date),
    header: REGISTER_HEADER,
    text_columns: 4,
    rows: [
      ...data.lines.map(registerRow),
      balanceRow('Opening Balance', data.opening),
      { cells: ['', 'Current Total', '', '', data.debit, data.credit], depth: 0, strong: true },
      balanceRow('Closing Balance', data.closing),
    ],
  };
}

/** Tally's Day Book: every voucher of the period, by date, and the period's totals. */
export function dayBookTable(data: {
  start_date: string;
  end_date: string;
  lines: readonly RegisterLine[];
}): StatementTable {
  // Summed in paise: rupees as floats would drift.
  const total = (side: 'debit' | 'credit') =>
    data.lines.reduce((sum, line) => sum + Math.round(line[side] * 100), 0) / 100;
  return {
    title: 'Day Book',
    period: period(data.start_date, data.end_date),
    header: REGISTER_HEADER,
    text_columns: 4,
    rows: [
      ...data.lines.map(registerRow),
      { cells: ['', 'Total', '', '', total('debit'), total('credit')], depth: 0, strong: true },
    ],
  };
}

/** The groups whose ledgers make the cash book and the bank books. */
const CASH_BANK_GROUPS = ['Cash-in-Hand', 'Bank Accounts', 'Bank OD A/c'];

/** The cash and bank accounts anywhere in a trial balance's tree, with their figures. */
export function cashBankLedgers(groups: readonly TrialBalanceGroupDoc[]): TrialBalanceGroupDoc['ledgers'] {
  return groups.flatMap((group) => [
    ...(CASH_BANK_GROUPS.includes(group.name) ? group.ledgers : []),
    ...cashBankLedgers(group.groups),
  ]);
}

export function cashBankTable(data: TrialBalanceDoc): StatementTable {
  return {
    title: 'Cash & Bank',
    period: period(data.start_date, data.end_date),
    header: ['Account', 'Opening Debit', 'Opening Credit', 'In', 'Out', 'Closing Debit', 'Closing Credit'],
    rows: cashBankLedgers(data.groups).map((ledger) => ({
      cells: [ledger.name, ...balanceCells(ledger)] as StatementRow['cells'],
      depth: 0,
    })),
  };
}
