/**
 * Issue 32: the statements the Accounts page shows, prints and exports, and the ageing's sides.
 * Kept apart from their schemas (statement-docs.ts): the page's address reads these names in the
 * app's first download, where zod's schemas would weigh it down.
 */
export const STATEMENT_VIEWS = ['trial-balance', 'profit-and-loss', 'balance-sheet', 'cash-bank', 'ageing'] as const;
export type StatementView = (typeof STATEMENT_VIEWS)[number];

/**
 * What prints and exports: the statements, a ledger's statement over a period (a party's, and the
 * cash book and bank books) and the Day Book (every voucher of the period), the last two as
 * registers of vouchers, loaded whole only for their files; and GSTR-3B of the month (or the
 * quarter) its days are (issue 33).
 */
export const EXPORT_VIEWS = [...STATEMENT_VIEWS, 'ledger', 'day-book', 'gstr3b'] as const;
export type ExportView = (typeof EXPORT_VIEWS)[number];
export const isRegisterView = (view: ExportView) => view === 'ledger' || view === 'day-book';

/** Receivables (what customers owe) or payables (what is owed to suppliers). */
export const AGEING_SIDES = ['receivables', 'payables'] as const;
export type AgeingSide = (typeof AGEING_SIDES)[number];
