import { describe, expect, it } from 'vitest';
import { emptyJournalRow, journalIssues, journalPayload, journalTypeOf, type JournalDraft } from './journal-form';

const draft = (rows: [string, string, string][], date = '2026-05-31'): JournalDraft => ({
  date,
  notes: ' Depreciation for the year ',
  rows: rows.map(([ledgerId, debit, credit]) => ({ ...emptyJournalRow(), ledgerId, debit, credit })),
});

describe('the journal form', () => {
  it('reads journal and contra from the path, and leaves the rest to the receipt and payment form', () => {
    expect([journalTypeOf('journal'), journalTypeOf('Contra'), journalTypeOf('payment')]).toEqual([
      'Journal',
      'Contra',
      undefined,
    ]);
  });

  it('sends the lines in rupees, a debit negative, rows left empty left out', () => {
    const names = new Map([
      ['dep', 'Depreciation'],
      ['fur', 'Furniture'],
    ]);
    const payload = journalPayload(
      draft([
        ['dep', '5000.5', ''],
        ['', '', ''],
        ['fur', '', '5000.50'],
      ]),
      { companyId: 'c1', type: 'Journal', names },
    );
    expect(payload).toMatchObject({
      voucher_type: 'Journal',
      narration: 'Depreciation for the year',
      accounting: [
        { ledger: 'Depreciation', ledger_id: 'dep', amount: -5000.5 },
        { ledger: 'Furniture', ledger_id: 'fur', amount: 5000.5 },
      ],
    });
  });

  it('names what is wrong: the date, a row with both amounts, a missing ledger, sides that differ', () => {
    expect(journalIssues(draft([['dep', '100', '']], '2099-01-01'), '2026-05-31')).toEqual([
      'Date cannot be in the future',
      'A journal needs at least one debit and one credit',
    ]);
    expect(
      journalIssues(
        draft([
          ['dep', '100', '50'],
          ['', '', '100'],
        ]),
        '2026-05-31',
      ),
    ).toEqual([
      'A line is a debit or a credit, not both',
      'Pick a ledger for every line',
      // The row with both counts as what is left of it: a debit of 50.00.
      'Debits (₹50.00) and credits (₹100.00) must be equal',
    ]);
    expect(
      journalIssues(
        draft([
          ['dep', '100', ''],
          ['fur', '', '100'],
        ]),
        '2026-05-31',
      ),
    ).toEqual([]);
  });
});
