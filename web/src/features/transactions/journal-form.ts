import { journalProblems, journalTotals, type JournalLine } from '@app/shared/books/journal-lines';
import type { Voucher } from '@app/shared/books/voucher-docs';
import type { VoucherPayload } from '@app/shared/books/voucher-input';
import type { JournalType } from '@app/shared/books/voucher-types';
import { numberText } from '@app/shared/decimal';
import { indianDate } from '@app/shared/financial-year';
import { paiseToRupees } from '@app/shared/money';
import { isIsoDay } from '@/lib/dates';
import { amountPaise } from './transaction-form';

/** Issue 32: the path's 'journal' or 'contra', or undefined for the receipt and payment forms. */
export const journalTypeOf = (param: string): JournalType | undefined => {
  const type = param.trim().toLowerCase();
  return type === 'journal' ? 'Journal' : type === 'contra' ? 'Contra' : undefined;
};

/** One line as typed: its ledger, and an amount in one of its two boxes (rupees as text). */
export interface JournalRowDraft {
  /** Keeps a row's boxes its own while rows above it come and go. */
  key: string;
  ledgerId: string;
  debit: string;
  credit: string;
}

export interface JournalDraft {
  /** YYYY-MM-DD (the box shows dd/MM/yyyy). */
  date: string;
  notes: string;
  rows: JournalRowDraft[];
}

export const emptyJournalRow = (): JournalRowDraft => ({
  key: crypto.randomUUID(),
  ledgerId: '',
  debit: '',
  credit: '',
});

/** A new journal: today, two empty lines (a debit and a credit at least). */
export const emptyJournalDraft = (): JournalDraft => ({
  date: indianDate(),
  notes: '',
  rows: [emptyJournalRow(), emptyJournalRow()],
});

/** An existing journal or contra as the form shows it. */
export const journalDraftFromVoucher = (voucher: Voucher): JournalDraft => ({
  date: voucher.date.slice(0, 10),
  notes: voucher.narration ?? '',
  rows: voucher.accounting_entries.map((line) => ({
    key: line._id,
    ledgerId: line.ledger_id,
    debit: line.amount < 0 ? (numberText(-line.amount) ?? '') : '',
    credit: line.amount > 0 ? (numberText(line.amount) ?? '') : '',
  })),
});

/** The lines in signed paise (a debit negative), the rows left wholly empty left out. */
export function journalLines(draft: JournalDraft): JournalLine[] {
  return draft.rows
    .filter((row) => row.ledgerId || row.debit.trim() || row.credit.trim())
    .map((row) => ({
      ledger_id: row.ledgerId,
      amount: (amountPaise(row.credit) ?? 0) - (amountPaise(row.debit) ?? 0),
    }));
}

/** The debits and credits typed so far, rupees. */
export function draftTotals(draft: JournalDraft) {
  const { debit, credit } = journalTotals(journalLines(draft));
  return { debit: paiseToRupees(debit), credit: paiseToRupees(credit) };
}

/** What is wrong with the draft, first to last: the date, a row with both amounts, then the lines' rules. */
export function journalIssues(draft: JournalDraft, today: string = indianDate()): string[] {
  const issues: string[] = [];
  if (!isIsoDay(draft.date)) issues.push('Please select a valid date');
  else if (draft.date > today) issues.push('Date cannot be in the future');
  if (draft.rows.some((row) => row.debit.trim() && row.credit.trim()))
    issues.push('A line is a debit or a credit, not both');
  return [...issues, ...journalProblems(journalLines(draft)).map((problem) => problem.message)];
}

/** The voucher the API takes: the lines in rupees with their ledgers' names, no party, no items. */
export function journalPayload(
  draft: JournalDraft,
  context: { companyId: string; type: JournalType; names: ReadonlyMap<string, string>; voucher?: Voucher },
): VoucherPayload {
  return {
    company_id: context.companyId,
    voucher_type: context.type,
    date: draft.date,
    ...(context.voucher && { voucher_number: context.voucher.voucher_number, version: context.voucher.version }),
    narration: draft.notes.trim(),
    items: [],
    accounting: journalLines(draft).map((line) => ({
      ledger: context.names.get(line.ledger_id ?? ''),
      ledger_id: line.ledger_id ?? '',
      amount: paiseToRupees(line.amount ?? 0),
    })),
  };
}
