import type { AgeingSide } from '@app/shared/reports/statement-views';
import { addDays, indianDate } from '@app/shared/financial-year';
import { accountingGroupTree, listLedgerRecords } from '#lib/db/ledgers';
import { readOpenInvoices, type OpenInvoiceRecord } from '#lib/db/open-dues';
import { closingBalance } from '#lib/presenters/ledger';

/** The columns of an ageing row, paise. */
export interface AgeingFigures {
  not_due: number;
  days_0_30: number;
  days_31_60: number;
  days_61_90: number;
  over_90: number;
  total: number;
}

export interface AgeingParty extends AgeingFigures {
  id: string;
  name: string;
  invoices: number;
  /**
   * What the party's ledger says beyond its open invoices: receipts or payments not set against
   * an invoice (negative), an opening balance (positive). Balance = total + on account.
   */
  on_account: number;
  /** The ledger's closing balance on this side: what a customer owes, what is owed to a supplier. */
  balance: number;
}

/** A party's ledger: its name and closing balance on the side asked (positive: owed on that side). */
export interface PartyBalance {
  name: string;
  balance: number;
}

const NONE: AgeingFigures = { not_due: 0, days_0_30: 0, days_31_60: 0, days_61_90: 0, over_90: 0, total: 0 };

/** The column an invoice due on `dueOn` falls in on `today`. */
function bucketOf(dueOn: string, today: string): keyof Omit<AgeingFigures, 'total'> {
  if (dueOn > today) return 'not_due';
  if (dueOn >= addDays(today, -30)) return 'days_0_30';
  if (dueOn >= addDays(today, -60)) return 'days_31_60';
  if (dueOn >= addDays(today, -90)) return 'days_61_90';
  return 'over_90';
}

/**
 * Open invoices grouped by party and by days past due on `today`, with what each party's ledger
 * holds beyond them; parties with nothing open and a zero balance left out; largest balance first.
 */
export function ageingOf(
  invoices: readonly OpenInvoiceRecord[],
  balances: ReadonlyMap<string, PartyBalance>,
  today: string,
) {
  const parties = new Map<string, AgeingParty>();
  const totals = { ...NONE, on_account: 0, balance: 0 };
  const partyOf = (id: string, name: string): AgeingParty =>
    parties.get(id) ?? { id, name, invoices: 0, ...NONE, on_account: 0, balance: 0 };
  for (const invoice of invoices) {
    const party = partyOf(invoice.partyId, invoice.partyName);
    const bucket = bucketOf(invoice.dueOn, today);
    party[bucket] += invoice.due;
    party.total += invoice.due;
    party.invoices += 1;
    totals[bucket] += invoice.due;
    totals.total += invoice.due;
    parties.set(invoice.partyId, party);
  }
  for (const [id, { name, balance }] of balances) {
    const party = partyOf(id, name);
    if (party.invoices === 0 && balance === 0) continue;
    party.balance = balance;
    party.on_account = balance - party.total;
    parties.set(id, party);
  }
  for (const party of parties.values()) {
    totals.on_account += party.on_account;
    totals.balance += party.balance;
  }
  const sorted = [...parties.values()].sort((a, b) => b.balance - a.balance || a.name.localeCompare(b.name));
  return { parties: sorted, totals };
}

/**
 * The company's receivables (Debtors) or payables (Creditors) by party, as at today in India: its
 * open invoices and its parties' ledger balances, never the vouchers.
 */
export async function ageing(companyId: string, side: AgeingSide) {
  const today = indianDate();
  const [invoices, ledgers, tree] = await Promise.all([
    readOpenInvoices(companyId, side === 'receivables' ? 'Sales' : 'Purchase'),
    listLedgerRecords(companyId),
    accountingGroupTree(companyId),
  ]);
  const group = side === 'receivables' ? 'Debtors' : 'Creditors';
  // The books keep credits positive: a customer owes a debit balance.
  const sign = side === 'receivables' ? -1 : 1;
  const balances = new Map(
    ledgers
      .filter((ledger) => !ledger.is_deleted && tree.partyGroupOf(ledger.parent_id) === group)
      .map((ledger) => [ledger._id, { name: ledger.ledger_name, balance: sign * closingBalance(ledger) }]),
  );
  return { side, as_on: today, ...ageingOf(invoices, balances, today) };
}
