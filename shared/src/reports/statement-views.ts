/**
 * Issue 32: the statements the Accounts page shows, prints and exports, and the ageing's sides.
 * Kept apart from their schemas (statement-docs.ts): the page's address reads these names in the
 * app's first download, where zod's schemas would weigh it down.
 */
export const STATEMENT_VIEWS = ['trial-balance', 'profit-and-loss', 'balance-sheet', 'cash-bank', 'ageing'] as const;
export type StatementView = (typeof STATEMENT_VIEWS)[number];

/** Receivables (what customers owe) or payables (what is owed to suppliers). */
export const AGEING_SIDES = ['receivables', 'payables'] as const;
export type AgeingSide = (typeof AGEING_SIDES)[number];
