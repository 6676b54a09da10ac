import type * as z from '@app/shared/zod';
import type { LedgerList, LedgerOption } from '@app/shared/books/ledger-docs';
import { isPartyGroup, type PartyGroup } from '@app/shared/books/ledgers';
import type { ledgerListQuerySchema } from '@app/shared/api/routes/ledger/list-ledgers';
import { paiseToRupees } from '@app/shared/money';
import { matchesAll, pageOf, searchTerms, sortRecords, type SortValue } from '#lib/catalogue/paging';
import { accountingGroupTree, listLedgerRecords, type LedgerRecord } from '#lib/db/ledgers';
import { nameKey } from '#lib/db/name-guards';
import { closingBalance, presentLedger, presentLedgerOption } from '#lib/presenters/ledger';
import { type LEDGER_SORT_FIELDS } from '@app/shared/lists';

type LedgerListQuery = z.output<typeof ledgerListQuerySchema>;

const SORT_VALUE: Record<(typeof LEDGER_SORT_FIELDS)[number], (ledger: LedgerRecord) => SortValue> = {
  created_at: (ledger) => ledger.created_at,
  name: (ledger) => ledger.ledger_name,
  state: (ledger) => ledger.mailing_state,
  type: (ledger) => ledger.parent,
};

/** A ledger with its group's current name and the party group it lies under, if any. */
export type PlacedLedger = LedgerRecord & { partyGroup: PartyGroup | undefined; expenseLine: boolean };

/** Every ledger of the company, each with its group's current name and its party group. */
export async function ledgersWithGroupNames(companyId: string): Promise<PlacedLedger[]> {
  const [ledgers, groups] = await Promise.all([listLedgerRecords(companyId), accountingGroupTree(companyId)]);
  return ledgers.map((ledger) => ({
    ...ledger,
    parent: groups.names.get(ledger.parent_id) ?? ledger.parent,
    partyGroup: groups.partyGroupOf(ledger.parent_id) ?? (isPartyGroup(ledger.parent) ? ledger.parent : undefined),
    expenseLine: groups.takesExpenseLines(ledger),
  }));
}

/**
 * Whether a ledger belongs to the group named (by its name key): filed in it, or, for Debtors and
 * Creditors, in one of their sub-groups at any depth, so a customer in 'Mumbai Debtors' is offered
 * where customers are.
 */
const inGroup = (ledger: PlacedLedger, group: string) =>
  nameKey(ledger.parent) === group || (ledger.partyGroup !== undefined && nameKey(ledger.partyGroup) === group);

const byName = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true }).compare;

const matchesSearch = (ledger: LedgerRecord, terms: string[]) =>
  matchesAll(terms, [
    ledger.ledger_name,
    ledger.alias,
    ledger.mailing_name,
    ledger.mailing_address,
    ledger.email,
    ledger.phone?.number,
    ledger.tin,
  ]);

/** Closing balances added up, debit and credit apart (signed paise in, positive paise out). */
function closingTotals(ledgers: LedgerRecord[]) {
  let debit = 0;
  let credit = 0;
  for (const ledger of ledgers) {
    const closing = closingBalance(ledger);
    if (closing < 0) debit -= closing;
    else credit += closing;
  }
  return { total_debit: paiseToRupees(debit), total_credit: paiseToRupees(credit) };
}

/**
 * A page of the Customers Directory from one Query of the company's ledgers: the parties (or the
 * group in `parent`), filtered by state and search, sorted and paged in memory; meta carries the
 * states of every party and the closing totals of every match.
 */
export async function listLedgerPage(companyId: string, query: LedgerListQuery): Promise<LedgerList> {
  const ledgers = await ledgersWithGroupNames(companyId);
  const parties = ledgers.filter((ledger) => !ledger.is_deleted && ledger.partyGroup);
  const states = [...new Set(parties.flatMap((ledger) => ledger.mailing_state ?? []))].sort(byName);
  const terms = searchTerms(query.search);
  const group = query.parent === undefined ? undefined : nameKey(query.parent);
  const state = query.state?.toLowerCase();
  const matching = ledgers.filter(
    (ledger) =>
      ledger.is_deleted === query.is_deleted &&
      (group === undefined ? ledger.partyGroup !== undefined : inGroup(ledger, group)) &&
      (state === undefined || ledger.mailing_state?.toLowerCase() === state) &&
      (terms.length === 0 || matchesSearch(ledger, terms)),
  );
  const texts = query.sortField === 'created_at' ? 'codes' : 'names';
  const sorted = sortRecords(matching, SORT_VALUE[query.sortField], query.sortOrder, (l) => l.created_at, texts);
  const { items, meta } = pageOf(sorted, query);
  return {
    docs: await Promise.all(items.map(presentLedger)),
    meta: { ...meta, unique: states, ...closingTotals(matching) },
  };
}

/**
 * The company's ledgers for pickers, by name: all of them, or those of the named groups (any
 * case), group by group in the order named.
 */
export async function ledgerOptions(companyId: string, groups?: string[]): Promise<LedgerOption[]> {
  const ledgers = (await ledgersWithGroupNames(companyId))
    .filter((ledger) => !ledger.is_deleted)
    .sort((a, b) => byName(a.ledger_name, b.ledger_name));
  if (!groups) return ledgers.map(presentLedgerOption);
  const wanted = [...new Set(groups.map(nameKey))];
  return wanted.flatMap((group) => ledgers.filter((ledger) => inGroup(ledger, group)).map(presentLedgerOption));
}
