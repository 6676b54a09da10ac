import * as z from '../zod';
import { companyIdField } from '../catalogue/fields';
import { dateQueryParam } from '../catalogue/list-query';
import { financialYearOf } from '../financial-year';
import { reportPeriod } from './timeline-docs';
import { AGEING_SIDES, EXPORT_VIEWS, isRegisterView } from './statement-views';

/**
 * The accountant's statements (issue 32): trial balance, profit and loss and balance sheet over a
 * period of one financial year, in rupees. Balances are on their side: a trial balance row has a
 * debit or a credit, a profit and loss or balance sheet line its amount on the side it is listed.
 */

export const STATEMENT_MESSAGES = {
  oneYear: 'The period must lie within one financial year (1 April to 31 March)',
} as const;

/** start_date and end_date (default: the running financial year), both in one financial year. */
function inOneYear<T extends { start_date?: string; end_date?: string }>(query: T, ctx: z.core.ParsePayload) {
  const period = reportPeriod(query, ctx);
  if (ctx.issues.length === 0 && financialYearOf(period.start_date) !== financialYearOf(period.end_date)) {
    ctx.issues.push({ code: 'custom', input: period.end_date, message: STATEMENT_MESSAGES.oneYear });
  }
  return period;
}

/** The company and the period every statement's query names. */
const periodFields = {
  company_id: companyIdField,
  start_date: dateQueryParam('start_date'),
  end_date: dateQueryParam('end_date'),
};

/** The ageing's side, receivables unless said. */
const sideField = z._default(z.enum(AGEING_SIDES, { error: 'side must be receivables or payables' }), 'receivables');

export const statementQuerySchema = z.pipe(z.object(periodFields), z.transform(inOneYear));
export type StatementQuery = z.output<typeof statementQuerySchema>;

const balanceColumns = {
  opening_debit: z.number(),
  opening_credit: z.number(),
  debit: z.number(),
  credit: z.number(),
  closing_debit: z.number(),
  closing_credit: z.number(),
};

export const balanceRowSchema = z.object(balanceColumns);

export interface TrialBalanceGroupDoc extends z.infer<typeof balanceRowSchema> {
  id: string;
  name: string;
  groups: TrialBalanceGroupDoc[];
  ledgers: ({ id: string; name: string } & z.infer<typeof balanceRowSchema>)[];
}

const trialBalanceLedgerSchema = z.object({ id: z.string(), name: z.string(), ...balanceColumns });

export const trialBalanceGroupSchema: z.ZodMiniType<TrialBalanceGroupDoc> = z.object({
  id: z.string(),
  name: z.string(),
  ...balanceColumns,
  get groups() {
    return z.array(trialBalanceGroupSchema);
  },
  ledgers: z.array(trialBalanceLedgerSchema),
});

const period = { start_date: z.iso.date(), end_date: z.iso.date() };

/**
 * Tally's trial balance: primary groups with their sub-groups and ledgers, then lines the books
 * keep outside the ledgers ('Profit & Loss A/c', 'Opening Stock', 'Difference in opening
 * balances'), and the columns' totals: closing debits equal closing credits.
 */
export const trialBalanceSchema = z.object({
  ...period,
  groups: z.array(trialBalanceGroupSchema),
  lines: z.array(z.object({ name: z.string(), ...balanceColumns })),
  totals: balanceRowSchema,
});
export type TrialBalanceDoc = z.infer<typeof trialBalanceSchema>;

/** A primary group's amount and the ledgers it adds up. */
export const statementLineSchema = z.object({
  name: z.string(),
  amount: z.number(),
  ledgers: z.array(z.object({ id: z.string(), name: z.string(), amount: z.number() })),
});
export type StatementLineDoc = z.infer<typeof statementLineSchema>;

export const profitAndLossSchema = z.object({
  ...period,
  opening_stock: z.number(),
  purchases: z.array(statementLineSchema),
  direct_expenses: z.array(statementLineSchema),
  sales: z.array(statementLineSchema),
  direct_incomes: z.array(statementLineSchema),
  closing_stock: z.number(),
  gross_profit: z.number(),
  indirect_expenses: z.array(statementLineSchema),
  indirect_incomes: z.array(statementLineSchema),
  net_profit: z.number(),
});
export type ProfitAndLossDoc = z.infer<typeof profitAndLossSchema>;

/** As at end_date; start_date is the financial year's first day whatever was asked. */
export const balanceSheetSchema = z.object({
  ...period,
  liabilities: z.array(statementLineSchema),
  assets: z.array(statementLineSchema),
  total_liabilities: z.number(),
  total_assets: z.number(),
});
export type BalanceSheetDoc = z.infer<typeof balanceSheetSchema>;

export const ageingQuerySchema = z.object({
  company_id: companyIdField,
  side: sideField,
});

/** Open invoices by how long past their due date they are, as at today; paise become rupees. */
const ageingFigures = {
  not_due: z.number(),
  days_0_30: z.number(),
  days_31_60: z.number(),
  days_61_90: z.number(),
  over_90: z.number(),
  /** What the open invoices add up to. */
  total: z.number(),
  /** What the party's ledger holds beyond them: unset receipts or payments (negative), an opening balance. */
  on_account: z.number(),
  /** The party's closing balance on this side: total + on account. */
  balance: z.number(),
};

/**
 * Ageing by party, as Tally's bill-wise outstanding: each party with open invoices, the
 * invoices' dues by days past due (0-30, 31-60, 61-90, over 90; not yet due apart), their total,
 * what the ledger holds on account beyond them and its balance, largest balance first; and the
 * same columns over every party.
 */
export const ageingSchema = z.object({
  side: z.enum(AGEING_SIDES),
  as_on: z.iso.date(),
  parties: z.array(z.object({ id: z.string(), name: z.string(), invoices: z.int(), ...ageingFigures })),
  totals: z.object(ageingFigures),
});
export type AgeingDoc = z.infer<typeof ageingSchema>;

export const STATEMENT_LEDGER_REQUIRED = 'ledger_id is required for a ledger statement';

/**
 * A statement to print or export: which, its period (ageing: as on today), for ageing the side,
 * for a ledger's statement the ledger. The statements lie in one financial year; a ledger's
 * statement and the Day Book may span years, as their screens do.
 */
export const printStatementQuerySchema = z.pipe(
  z.object({
    ...periodFields,
    view: z.enum(EXPORT_VIEWS, { error: `view must be one of: ${EXPORT_VIEWS.join(', ')}` }),
    side: sideField,
    ledger_id: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  }),
  z.transform((query, ctx) => {
    if (query.view === 'ledger' && !query.ledger_id)
      ctx.issues.push({ code: 'custom', input: query, message: STATEMENT_LEDGER_REQUIRED });
    return isRegisterView(query.view) ? reportPeriod(query, ctx) : inOneYear(query, ctx);
  }),
);
export type PrintStatementQuery = z.output<typeof printStatementQuerySchema>;
export type PrintStatementQueryInput = z.input<typeof printStatementQuerySchema>;

/** A statement as the table its files are made of (statement-rows.ts StatementTable). */
export const statementTableSchema = z.object({
  title: z.string(),
  period: z.string(),
  header: z.array(z.string()),
  text_columns: z.optional(z.int()),
  rows: z.array(
    z.object({
      cells: z.tuple([z.string()], z.nullable(z.union([z.string(), z.number()]))),
      depth: z.int(),
      strong: z.optional(z.boolean()),
    }),
  ),
});
