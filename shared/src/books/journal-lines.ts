import { formatRupees, paiseToRupees } from '../money';

/** Issue 32: what a Journal's or Contra's lines are refused for, in words a bookkeeper reads. */
export const JOURNAL_MESSAGES = {
  ledger: 'Pick a ledger for every line',
  amount: 'Amount must be greater than 0',
  sides: 'A journal needs at least one debit and one credit',
  ledgerTwice: 'A ledger can be on only one line of a voucher',
  contraLedger: (name: string) => `A contra moves money between cash and bank accounts: ${name} is neither`,
} as const;

/** The debits and credits of a voucher's lines must agree to the paisa. */
export const unbalancedMessage = (debit: number, credit: number) =>
  `Debits (${formatRupees(paiseToRupees(debit))}) and credits (${formatRupees(paiseToRupees(credit))}) must be equal`;

/** A journal line as sent: its ledger and its amount in signed paise (negative is a debit). */
export interface JournalLine {
  ledger_id?: string | null;
  amount?: number | null;
}

/** The debits and credits of some lines, paise, both positive. */
export function journalTotals(lines: readonly JournalLine[]) {
  let debit = 0;
  let credit = 0;
  for (const { amount } of lines) {
    if (amount && amount < 0) debit -= amount;
    if (amount && amount > 0) credit += amount;
  }
  return { debit, credit };
}

/**
 * What is wrong with a Journal's or Contra's lines, each with where: every line a ledger and an
 * amount, each ledger once, a debit and a credit at least, and debits equal to credits.
 */
export function journalProblems(lines: readonly JournalLine[]): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  lines.forEach((line, index) => {
    if (!line.ledger_id) problems.push({ path: ['accounting', index, 'ledger_id'], message: JOURNAL_MESSAGES.ledger });
    if (!line.amount) problems.push({ path: ['accounting', index, 'amount'], message: JOURNAL_MESSAGES.amount });
  });
  const ids = lines.flatMap((line) => (line.ledger_id ? [line.ledger_id] : []));
  if (new Set(ids).size < ids.length) problems.push({ path: ['accounting'], message: JOURNAL_MESSAGES.ledgerTwice });
  const { debit, credit } = journalTotals(lines);
  if (debit === 0 || credit === 0) problems.push({ path: ['accounting'], message: JOURNAL_MESSAGES.sides });
  else if (debit !== credit) problems.push({ path: ['accounting'], message: unbalancedMessage(debit, credit) });
  return problems;
}
