import type { FieldError } from '@app/shared/api/envelope';
import { DEFAULT_LEDGERS } from '@app/shared/books/default-books';
import { VOUCHER_MESSAGES, type VoucherInput } from '@app/shared/books/voucher-input';
import { JOURNAL_MESSAGES } from '@app/shared/books/journal-lines';
import {
  ACCOUNT_GROUPS,
  CONTRA_GROUPS,
  hasItems,
  isJournalType,
  isNoteType,
  originalTypeOf,
} from '@app/shared/books/voucher-types';
import { isIntraState, placeOfSupplyOf } from '@app/shared/gst/place-of-supply';
import { takesExpenseLines } from '@app/shared/books/group-tree';
import { listAccountingGroupRecords, type AccountingGroupRecord } from '#lib/db/accounting-groups';
import { batchGet } from '#lib/db/batch';
import { ledgerKey } from '#lib/db/books';
import { partyGroupOfLedger } from '#lib/db/ledgers';
import { getCompany } from '#lib/db/companies';
import { nameGuardKey } from '#lib/db/name-guards';
import { getProducts, type ProductRecord } from '#lib/db/products';
import type { StockBatch } from '@app/shared/catalogue/batches';
import { batchesOf, NO_BATCHES, readBatchStates, type BatchState } from '#lib/db/batch-chunks';
import { readArchivedBatches, withArchived } from '#lib/db/batch-archive';
import { getVoucher } from '#lib/db/vouchers';
import { readInvoices } from './linked-invoices';
import { NotFoundError, ValidationError } from '#lib/errors';
import { stockDirection } from './batch-lines';
import type { ExpenseGstTreatment } from '@app/shared/gst/supply-class';
import type { PartyDetails, VoucherRecord } from './voucher-record';

export interface LedgerRef {
  ledger_id: string;
  ledger_name: string;
}

export interface ExpenseLedgerRef extends LedgerRef {
  /** Null: taxable, with credit. */
  gst_treatment: ExpenseGstTreatment | null;
}

interface TaxLedgers {
  main: LedgerRef;
  cgst: LedgerRef;
  sgst: LedgerRef;
  igst: LedgerRef;
}

/** Everything a voucher is posted against, read before it is built. */
export interface PostingContext {
  companyId: string;
  taxEnabled: boolean;
  /** The state name of the place of supply, when known. */
  placeOfSupply: string | null;
  /** Supplier and place of supply in the same state: CGST + SGST, else IGST. */
  intraState: boolean;
  party: { id: string; details: PartyDetails };
  account: { id: string; name: string } | null;
  products: Map<string, ProductRecord>;
  /** A note's invoice, read consistently: its lines are what the note returns. */
  original: VoucherRecord | null;
  /** The invoices a receipt or payment settles, read consistently (settlements.ts). */
  settling: Map<string, VoucherRecord>;
  /** The batches of the voucher's batch-tracked products; with archived ones for stock coming in. */
  batches: Map<string, StockBatch[]>;
  /** The same as read, which the write of the voucher's batch moves starts from (db/batch-chunks.ts). */
  batchStates: Map<string, BatchState>;
  ledgers: { sales: TaxLedgers; purchase: TaxLedgers; roundOff: LedgerRef };
  /** A Journal's or Contra's lines' ledgers, in the lines' order (issue 32). */
  journal: LedgerRef[];
  /**
   * A purchase's expense lines' ledgers, by id: each an expense or fixed-asset ledger (issue 32),
   * with its GST treatment (issue 33).
   */
  expenseLedgers: Map<string, ExpenseLedgerRef>;
}

/** The default ledgers vouchers post to (every company has them: shared/src/books/default-books.ts). */
const DEFAULT_LEDGER_NAMES = DEFAULT_LEDGERS.map((ledger) => ledger.name);

type LedgerItem = Record<string, unknown> & {
  _id: string;
  ledger_name: string;
  parent: string;
  parent_id: string;
  is_deleted?: boolean;
};

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

function phoneOf(ledger: LedgerItem): string | null {
  const phone = ledger.phone as { code?: string; number?: string } | undefined;
  if (phone?.number) return `${phone.code ?? ''} ${phone.number}`.trim();
  return text(ledger.number);
}

function partyDetails(ledger: LedgerItem): PartyDetails {
  return {
    name: ledger.ledger_name,
    group: ledger.parent,
    tin: text(ledger.tin),
    address: text(ledger.mailing_address),
    state: text(ledger.mailing_state),
    country: text(ledger.mailing_country),
    pincode: text(ledger.mailing_pincode),
    phone: phoneOf(ledger),
    email: text(ledger.email),
  };
}

/**
 * GST.md: the place of supply is the voucher's place_of_supply if given (a GST state's name, as the
 * input schema leaves it), else the party's (shared/gst/place-of-supply.ts).
 */
function placeOfSupply(input: VoucherInput, party: PartyDetails, companyState: string): string {
  if (input.place_of_supply) return input.place_of_supply;
  return placeOfSupplyOf(party, companyState);
}

/** Items by key, as written last. */
const readConsistently = (keys: Parameters<typeof batchGet>[0]) => batchGet(keys, true);

const isCashOrBank = (ledger: { parent: string }) => (ACCOUNT_GROUPS as readonly string[]).includes(ledger.parent);

/**
 * The reads of a posting context that an import of thousands of vouchers keeps while it runs
 * (books/import-posting.ts importReads): the company, the parties and accounts, the default
 * ledgers and the products, as they were read. A request reads them afresh; both read the
 * batches afresh.
 */
export interface PostingReads {
  company: (companyId: string) => ReturnType<typeof getCompany>;
  /** Ledger items and the default ledgers' name guards, by key. */
  ledgers: typeof readConsistently;
  products: typeof getProducts;
}

/** Reads the company, the party, the account, the items and the default ledgers of a voucher. */
export async function loadPostingContext(
  input: VoucherInput,
  reads: Partial<PostingReads> = {},
): Promise<PostingContext> {
  const companyId = input.company_id;
  const productIds = [...new Set((input.items ?? []).flatMap((line) => (line.item_id ? [line.item_id] : [])))];
  const accountId = accountOf(input);
  const journal = isJournalType(input.voucher_type);
  const lineIds = journal ? (input.accounting ?? []).map((line) => line.ledger_id ?? '') : [];
  const expenseIds = [...new Set((input.items ?? []).flatMap((line) => (line.ledger_id ? [line.ledger_id] : [])))];
  const partyId = journal ? journalParty(input) : input.party_name_id;
  const ledgerIds = [
    ...new Set([partyId, accountId, ...lineIds, ...expenseIds].filter((id): id is string => Boolean(id))),
  ];
  // The batches are read with the products, not after them: which products are batch-tracked is
  // only known from their records, and waiting for those cost a batch-tracked sale a round trip
  // (docs/perf.md). So every line's product is read speculatively: its stock chunk and its detail
  // chunk, projected to its batches (one BatchGetItem each); an untracked product has none and
  // gets nothing back. The price is read units (billed by the whole chunk item, projected or not)
  // on every voucher with products. The product digest could say `batch_tracked` instead, but that
  // is one read per digest chunk (up to 64) that the batch read would still have to wait for.
  const [company, ledgerItems, guards, products, original, chunkBatches, archived, settling, groups] =
    await Promise.all([
      (reads.company ?? getCompany)(companyId),
      (reads.ledgers ?? readConsistently)(ledgerIds.map((id) => ledgerKey(companyId, id))),
      (reads.ledgers ?? readConsistently)(DEFAULT_LEDGER_NAMES.map((name) => nameGuardKey(companyId, 'LEDGER', name))),
      (reads.products ?? getProducts)(companyId, productIds),
      isNoteType(input.voucher_type) && input.original_voucher_id
        ? getVoucher(companyId, input.original_voucher_id)
        : Promise.resolve(undefined),
      productIds.length > 0 ? readBatchStates(companyId, productIds) : new Map<string, BatchState>(),
      // Stock coming in under a batch number of its own (a purchase, a return without its invoice)
      // keeps a known batch's expiry, sold-out and archived ones too; sales need no archive.
      productIds.length > 0 && stockDirection(input) === 1 && !input.original_voucher_id
        ? readArchivedBatches(companyId, productIds)
        : new Map<string, StockBatch[]>(),
      readInvoices(
        companyId,
        (input.settles ?? []).map((entry) => entry.voucher_id),
      ),
      expenseIds.length > 0 ? listAccountingGroupRecords(companyId) : [],
    ]);
  if (!company) throw new NotFoundError('Company not found');
  const ledgers = new Map(
    (ledgerItems as LedgerItem[]).filter((item) => item.is_deleted !== true).map((item) => [item._id, item]),
  );
  const problems: FieldError[] = [];
  const party = partyId ? ledgers.get(partyId) : undefined;
  const invoice = hasItems(input.voucher_type);
  if (journal) problems.push(...journalLedgerProblems(input, lineIds, ledgers));
  // An invoice's party is a customer or supplier; a receipt's or payment's any ledger but cash and
  // bank (rent, salary, capital brought in), as Tally's are; a journal's, its first debit's.
  else if (!party || (invoice ? !(await partyGroupOfLedger(companyId, party)) : isCashOrBank(party))) {
    const customerSide =
      input.voucher_type === 'Sales' || input.voucher_type === 'Credit Note' || input.note_kind === 'increase';
    const message = !invoice
      ? party
        ? VOUCHER_MESSAGES.partyIsAccount
        : VOUCHER_MESSAGES.account
      : customerSide
        ? VOUCHER_MESSAGES.customer
        : VOUCHER_MESSAGES.supplier;
    problems.push({ field: 'party_name_id', message });
  }
  problems.push(...expenseLineProblems(input, ledgers, groups));
  if (input.original_voucher_id && isNoteType(input.voucher_type)) {
    const fits =
      original?.voucher_type === originalTypeOf(input.voucher_type, input.note_kind) &&
      original.party_id === input.party_name_id &&
      original.status === 'active';
    if (!fits) problems.push({ field: 'original_voucher_id', message: VOUCHER_MESSAGES.originalMissing });
  }
  const account = accountId ? ledgers.get(accountId) : undefined;
  if (!invoice && !journal && (!account || !isCashOrBank(account))) {
    problems.push({ field: 'accounting', message: VOUCHER_MESSAGES.cashAccount });
  }
  if (!party || problems.length > 0) throw new ValidationError(problems[0]?.message ?? 'Invalid voucher', problems);

  const details = partyDetails(party);
  const taxEnabled = original?.tax_enabled ?? company.company_settings.features.enable_tax;
  // A note follows its invoice's place of supply, whatever the party's address says now (design 2.4).
  const supply = original
    ? original.place_of_supply
    : invoice && taxEnabled
      ? placeOfSupply(input, details, company.state)
      : null;
  const byName = new Map(
    guards.map((guard) => [String(guard.sk).slice('NAME#LEDGER#'.length), String(guard.target_id)]),
  );
  const ref = (name: string): LedgerRef => {
    const id = byName.get(name.toLowerCase());
    if (!id) throw new Error(`Company ${companyId} has no '${name}' ledger`);
    return { ledger_id: id, ledger_name: name };
  };
  const tracked = products.filter((product) => product.batch_tracked).map((product) => product.product_id);
  const batchStates = new Map(tracked.map((id) => [id, chunkBatches.get(id) ?? NO_BATCHES] as const));
  const batches = new Map(
    [...batchStates].map(([id, state]) => [id, withArchived(batchesOf(state), archived.get(id) ?? [])] as const),
  );
  return {
    companyId,
    batches,
    batchStates,
    taxEnabled,
    placeOfSupply: supply,
    intraState: original ? original.intra_state : supply === null || isIntraState(supply, company.state),
    party: { id: party._id, details },
    account: account ? { id: account._id, name: account.ledger_name } : null,
    products: new Map(products.map((product) => [product.product_id, product])),
    original: original ?? null,
    settling,
    ledgers: {
      sales: { main: ref('Sales'), cgst: ref('Output CGST'), sgst: ref('Output SGST'), igst: ref('Output IGST') },
      purchase: { main: ref('Purchase'), cgst: ref('Input CGST'), sgst: ref('Input SGST'), igst: ref('Input IGST') },
      roundOff: ref('Round Off'),
    },
    journal: lineIds.map((id) => ({ ledger_id: id, ledger_name: ledgers.get(id)?.ledger_name ?? '' })),
    expenseLedgers: new Map(
      expenseIds.map((id) => {
        const ledger = ledgers.get(id);
        const treatment = (ledger?.gst_treatment as ExpenseGstTreatment | undefined) ?? null;
        return [id, { ledger_id: id, ledger_name: ledger?.ledger_name ?? '', gst_treatment: treatment }] as const;
      }),
    ),
  };
}

/** An expense line's ledger must be there, and be one an expense line may debit (takesExpenseLines). */
function expenseLineProblems(
  input: VoucherInput,
  ledgers: Map<string, LedgerItem>,
  groups: readonly AccountingGroupRecord[],
): FieldError[] {
  return (input.items ?? []).flatMap((line, index) => {
    if (!line.ledger_id) return [];
    const ledger = ledgers.get(line.ledger_id);
    if (ledger && takesExpenseLines(groups, { parent_id: ledger.parent_id, is_default: ledger.is_default === true }))
      return [];
    return [{ field: `items.${index}.ledger_id`, message: VOUCHER_MESSAGES.expenseLedger }];
  });
}

/** A journal's 'party', as Tally's Day Book names it: the ledger of its first debit line. */
export const journalParty = (input: VoucherInput) =>
  input.accounting?.find((line) => (line.amount ?? 0) < 0)?.ledger_id ?? input.accounting?.[0]?.ledger_id;

/** Every line's ledger must be there; a contra's must be cash, bank or the bank overdraft. */
function journalLedgerProblems(input: VoucherInput, ids: string[], ledgers: Map<string, LedgerItem>): FieldError[] {
  return ids.flatMap((id, index) => {
    const ledger = ledgers.get(id);
    const field = `accounting.${index}.ledger_id`;
    if (!ledger) return [{ field, message: 'Ledger not found' }];
    if (input.voucher_type === 'Contra' && !(CONTRA_GROUPS as readonly string[]).includes(ledger.parent))
      return [{ field, message: JOURNAL_MESSAGES.contraLedger(ledger.ledger_name) }];
    return [];
  });
}

/** The cash or bank ledger of a receipt or payment: its accounting line that is not the party's. */
export function accountOf(input: VoucherInput): string | undefined {
  if (hasItems(input.voucher_type) || isJournalType(input.voucher_type)) return undefined;
  return input.accounting?.find((line) => line.ledger_id && line.ledger_id !== input.party_name_id)?.ledger_id;
}
