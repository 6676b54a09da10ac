import { voucherInputSchema } from '@app/shared/books/voucher-input';
import { indianDate } from '@app/shared/financial-year';
import { formatAmount, paiseToRupees } from '@app/shared/money';
import { requireRoomForVoucher } from '#lib/billing/plan-guard';
import {
  type ImportedVoucher,
  afterImport,
  buildImported,
  commitImported,
  fitTogether,
  importReads,
  importedKeys,
  importedStock,
  importedVoucherId,
  isAlreadyImported,
  noteImported,
} from '#lib/books/import-posting';
import { BatchesChanged, retryingBatches } from '#lib/db/batch-chunks';
import { MAX_PENDING_ITEMS, applyPendingRollUps } from '#lib/books/import-rollups';
import type { PostingContext } from '#lib/books/posting-context';
import type { VoucherRecord } from '#lib/books/voucher-record';
import { getCompany } from '#lib/db/companies';
import { listLedgerRecords } from '#lib/db/ledgers';
import { nameKey } from '#lib/db/name-guards';
import { listProductRecords } from '#lib/db/product-records';
import { ConflictError, NotFoundError, ValidationError } from '#lib/errors';
import { parseWithFieldErrors } from '#lib/http/validation';
import type { TallyProblem, TallyVoucher } from './tally-records';
import { type BooksNames, type InvoicePlan, billKey, bookTypeOf, leftOutReason, planVoucher } from './tally-vouchers';

/**
 * A Tally file's vouchers into the books (issue 35), after its masters: day by day in date order,
 * each built by the voucher engine (books/import-posting.ts) as its plan says (tally-vouchers.ts),
 * its id made from its GUID, so a second import, or a retry of one cut short, posts nothing twice.
 * A day's vouchers are written a few to a transaction; one refused for want of stock is built again
 * once the rest of its day is in (a sale of a batch bought the same day). What Tally keeps out of
 * its books, and what is dated outside these, is left out (leftOutReason).
 */

export interface VouchersOutcome {
  created: number;
  matched: number;
  /** Vouchers that could not come in, each with why. */
  problems: TallyProblem[];
  /** Vouchers that came in otherwise than as Tally has them (an invoice as its entries), or were left out. */
  notes: TallyProblem[];
}

export interface VoucherProgress {
  done: number;
  total: number;
}

/** Vouchers of one day built at once (each reads its batches). */
const CONCURRENCY = 8;
/**
 * Transactions of one day written at once. They share the day's items and DynamoDB Local writes
 * one at a time: three gained 7% over one on the benchmark (docs/perf.md), more lose to conflicts.
 */
const GROUPS_AT_ONCE = 3;
/** How often the import's progress is written for the page to show. */
const PROGRESS_EVERY_MS = 1000;

/**
 * The company's ledgers and products by name, as the file names them, and the bills the file's
 * sales and purchase invoices make (their party's New Ref allocations): a voucher's id in the books
 * comes from its GUID, so a receipt can name its invoice before either is in.
 */
async function booksNames(companyId: string, vouchers: readonly TallyVoucher[]): Promise<BooksNames> {
  const [ledgers, products] = await Promise.all([listLedgerRecords(companyId), listProductRecords(companyId)]);
  const live = ledgers
    .filter((ledger) => !ledger.is_deleted)
    .map((ledger) => ({ id: ledger._id, name: ledger.ledger_name, group: ledger.parent }));
  const byName = new Map(live.map((ledger) => [nameKey(ledger.name), ledger]));
  const bills = new Map<string, string>();
  for (const voucher of vouchers) {
    const type = bookTypeOf(voucher.type);
    const party = voucher.party ? byName.get(nameKey(voucher.party)) : undefined;
    if (!party || (type !== 'Sales' && type !== 'Purchase')) continue;
    const made = voucher.entries
      .filter((entry) => nameKey(entry.ledger) === nameKey(party.name))
      .flatMap((entry) => entry.bills.filter((bill) => bill.type === 'New Ref'));
    for (const bill of made) bills.set(billKey(party.id, bill.name), importedVoucherId(companyId, keyOf(voucher)));
  }
  return {
    ledgers: byName,
    ledgersById: new Map(live.map((ledger) => [ledger.id, ledger])),
    bills,
    products: new Map(
      products
        .filter((product) => !product.is_deleted)
        .map((product) => [
          nameKey(product.stock_item_name),
          { id: product.product_id, batchTracked: product.batch_tracked === true },
        ]),
    ),
  };
}

/** The input a plan's payload parses to, or the form's first message. */
function parsed(input: Record<string, unknown>) {
  const result = parseWithFieldErrors(voucherInputSchema, input);
  if (!result.ok) throw new ValidationError(result.errors[0]?.message ?? 'Invalid voucher', result.errors);
  return result.value;
}

/** The defaults an invoice posts to, replaced by the ledgers Tally's voucher used. */
const withLedgers =
  ({ ledgers }: InvoicePlan) =>
  (context: PostingContext): PostingContext => {
    const ref = (ledger: { id: string; name: string } | undefined) =>
      ledger ? { ledger_id: ledger.id, ledger_name: ledger.name } : undefined;
    const replace = (side: PostingContext['ledgers']['sales']) => ({
      main: ref(ledgers.main) ?? side.main,
      cgst: ref(ledgers.cgst) ?? side.cgst,
      sgst: ref(ledgers.sgst) ?? side.sgst,
      igst: ref(ledgers.igst) ?? side.igst,
    });
    return {
      ...context,
      ledgers: {
        sales: replace(context.ledgers.sales),
        purchase: replace(context.ledgers.purchase),
        roundOff: ref(ledgers.roundOff) ?? context.ledgers.roundOff,
      },
    };
  };

/** The first ledger where the invoice built from the lines differs from Tally's entries, in words. */
function entriesDiffer(voucher: VoucherRecord, plan: InvoicePlan): string | undefined {
  const built = new Map<string, number>();
  const names = new Map<string, string>();
  for (const line of voucher.accounting) {
    built.set(line.ledger_id, (built.get(line.ledger_id) ?? 0) + line.amount);
    names.set(line.ledger_id, line.ledger_name);
  }
  for (const id of new Set([...built.keys(), ...plan.entries.keys()])) {
    const ours = built.get(id) ?? 0;
    const theirs = plan.entries.get(id) ?? 0;
    if (ours !== theirs) {
      const name = names.get(id) ?? 'a ledger';
      const rupees = (paise: number) => formatAmount(paiseToRupees(Math.abs(paise)));
      return `its lines give ${name} ${rupees(ours)}, Tally posted ${rupees(theirs)}`;
    }
  }
  return undefined;
}

/** An invoice whose lines give other entries than Tally's: it is booked as its entries. */
class EntriesDiffer extends ValidationError {}

/** Refusals that belong to one voucher (its figures, a number taken): any other failure stops the step. */
const isVoucherProblem = (error: unknown): error is Error =>
  error instanceof ValidationError || error instanceof ConflictError || error instanceof NotFoundError;

const messageOf = (error: Error) =>
  error instanceof ValidationError ? (error.fieldErrors[0]?.message ?? error.message) : error.message;

/** A voucher of the file built for the books, with what to say of it once it is in. */
interface Prepared {
  tally: TallyVoucher;
  imported: ImportedVoucher;
  note: string | undefined;
}

export async function importTallyVouchers(
  companyId: string,
  vouchers: readonly TallyVoucher[],
  actorId: string,
  onProgress: (progress: VoucherProgress) => Promise<void> = async () => undefined,
): Promise<VouchersOutcome> {
  const outcome: VouchersOutcome = { created: 0, matched: 0, problems: [], notes: [] };
  const noted = (voucher: TallyVoucher, message: string): TallyProblem => ({
    row: voucher.row,
    kind: 'voucher',
    name: voucher.name,
    message,
  });
  const company = await getCompany(companyId);
  if (!company) throw new NotFoundError('Company not found');
  const days = { begin: company.company_settings.books_start_date, today: indianDate() };
  const names = await booksNames(companyId, vouchers);
  // A day an import stopped in before its month and year figures were added.
  await applyPendingRollUps(companyId);
  const stock = importedStock();
  const reads = importReads(companyId);
  // The plan is asked once: vouchers are the owner's plan's to allow, as the forms' are.
  if (vouchers.length > 0) await requireRoomForVoucher(companyId, actorId);
  /** The day being imported: the keys of its vouchers already in the books, and the books' lock. */
  let day = { seen: new Set<string>(), lockedUntil: undefined as string | undefined };

  /**
   * A voucher built for the books: as an invoice when its entries are Tally's, else as its entries.
   * An invoice refused for anything else (stock not in yet) is booked as its entries only at its
   * `lastChance`. Undefined: nothing to post (left out, or in the books already).
   */
  async function prepare(voucher: TallyVoucher, lastChance: boolean): Promise<Prepared | undefined> {
    const leftOut = leftOutReason(voucher, days);
    if (leftOut) {
      outcome.notes.push(noted(voucher, leftOut));
      return undefined;
    }
    const plan = planVoucher(companyId, voucher, names);
    if (typeof plan === 'string') {
      outcome.notes.push(noted(voucher, plan));
      return undefined;
    }
    const key = keyOf(voucher);
    if (day.seen.has(key)) {
      outcome.matched += 1;
      return undefined;
    }
    const options = { key, actorId, voucherNumber: voucher.number, reads, lockedUntil: day.lockedUntil };
    let asInvoice: string | undefined;
    if (plan.invoice) {
      const invoice = plan.invoice;
      try {
        const imported = await buildImported(parsed(invoice.input), {
          ...options,
          adjust: withLedgers(invoice),
          // Tally rounds an invoice only through a round-off ledger; without one its paise stay.
          unrounded: invoice.ledgers.roundOff === undefined,
          check: (built) => {
            const differ = entriesDiffer(built, invoice);
            if (differ) throw new EntriesDiffer(differ);
          },
        });
        return { tally: voucher, imported, note: undefined };
      } catch (error) {
        const bookAsEntries = error instanceof EntriesDiffer || (lastChance && isVoucherProblem(error));
        if (!bookAsEntries || !plan.journal) throw error;
        asInvoice = messageOf(error);
      }
    }
    if (!plan.journal) throw new ValidationError('It has no amounts to post');
    const { settles, ...unsettled } = plan.journal;
    let imported: ImportedVoucher;
    let billsLeft: string | undefined;
    try {
      imported = await buildImported(parsed(plan.journal), options);
    } catch (error) {
      // The invoices Tally's bill allocations name cannot take them (not in as invoices, paid
      // here already): at the last chance it comes in settling none, and says so.
      if (!settles || !lastChance || !isVoucherProblem(error)) throw error;
      imported = await buildImported(parsed(unsettled), options);
      billsLeft = `Tally's bill allocations were not kept: ${messageOf(error)}`;
    }
    const bookedAs = imported.voucher.voucher_type;
    const why = asInvoice ?? (plan.invoice ? undefined : 'it has no stock lines of items in the books');
    const note =
      bookedAs === plan.type ? billsLeft : `Booked as a ${bookedAs} with Tally's entries${why ? `: ${why}` : ''}`;
    return { tally: voucher, imported, note };
  }

  const total = vouchers.length;
  let done = 0;
  let reported = Date.now();
  const progressed = async (count: number) => {
    done = Math.min(done + count, total);
    if (Date.now() - reported < PROGRESS_EVERY_MS) return;
    reported = Date.now();
    await onProgress({ done, total });
  };
  const committed = (prepared: Prepared) => {
    outcome.created += 1;
    noteImported(stock, prepared.imported.voucher);
    if (prepared.note) outcome.notes.push(noted(prepared.tally, prepared.note));
  };

  /** Commits one voucher alone; a voucher's own refusal is thrown, a retry's is matched. */
  async function commitAlone(prepared: Prepared, deferred = false) {
    try {
      await commitImported([prepared.imported], actorId, deferred);
      committed(prepared);
    } catch (error) {
      if (!isAlreadyImported(error)) throw error;
      outcome.matched += 1;
    }
  }

  for (const vouchersOfDay of byDate(vouchers)) {
    const [seen, latest] = await Promise.all([
      importedKeys(companyId, vouchersOfDay.map(keyOf)),
      getCompany(companyId, { consistent: true }),
    ]);
    day = { seen, lockedUntil: latest?.books_locked_until };
    const again: TallyVoucher[] = [];
    const ready: Prepared[] = [];
    await inParallel(vouchersOfDay, async (voucher) => {
      try {
        const prepared = await prepare(voucher, false);
        if (prepared) ready.push(prepared);
        else await progressed(1);
      } catch (error) {
        if (!isVoucherProblem(error)) throw error;
        again.push(voucher);
      }
    });
    // The day's vouchers written a few at a time in one transaction each: what they share (the
    // day's totals, the sales ledger's balance) is written once. A group that fails is written
    // one by one; a voucher refused alone is built again after the others of its day.
    // The day's month and year figures are added once, after it (import-rollups.ts), unless they
    // reach more items than one transaction takes.
    const date = vouchersOfDay[0]?.date ?? '';
    const deferred = new Set(ready.flatMap((each) => each.imported.touches.periodItems)).size <= MAX_PENDING_ITEMS;
    const groups = groupsOf(
      ready.sort((a, b) => alike(a.imported.voucher, b.imported.voucher) || a.tally.row - b.tally.row),
      (group) =>
        fitTogether(
          group.map((each) => each.imported),
          deferred,
        ),
    );

    await inParallel(
      groups,
      async (group) => {
        try {
          await commitImported(
            group.map((each) => each.imported),
            actorId,
            deferred,
          );
          group.forEach(committed);
        } catch {
          // One by one: each voucher's own refusal is known, and the others go in.
          for (const prepared of group) {
            try {
              await commitAlone(prepared, deferred);
            } catch (alone) {
              if (!isVoucherProblem(alone) && !(alone instanceof BatchesChanged)) throw alone;
              again.push(prepared.tally);
            }
          }
        }
        await progressed(group.length);
      },
      GROUPS_AT_ONCE,
    );
    for (const voucher of again.sort((a, b) => a.row - b.row)) {
      try {
        await retryingBatches(async () => {
          const prepared = await prepare(voucher, true);
          if (prepared) await commitAlone(prepared);
        });
      } catch (error) {
        if (!isVoucherProblem(error)) throw error;
        outcome.problems.push(noted(voucher, messageOf(error)));
      }
      await progressed(1);
    }
    if (deferred) await applyPendingRollUps(companyId, date);
  }
  await afterImport(companyId, stock);
  await onProgress({ done: total, total });
  return outcome;
}

/** A voucher's key: its GUID, or, in a file without them (made by hand), its place in the file. */
export const keyOf = (voucher: TallyVoucher) =>
  `tally:${voucher.guid !== '' ? voucher.guid : `${voucher.type}:${voucher.number}:${voucher.date}:${voucher.row}`}`;

/** The vouchers day by day, in the file's order within a day. */
function byDate(vouchers: readonly TallyVoucher[]): TallyVoucher[][] {
  const days = new Map<string, TallyVoucher[]>();
  for (const voucher of [...vouchers].sort((a, b) => a.date.localeCompare(b.date) || a.row - b.row)) {
    const day = days.get(voucher.date);
    if (day) day.push(voucher);
    else days.set(voucher.date, [voucher]);
  }
  return [...days.values()];
}

/** Vouchers of a type and party one after the other: grouped together, they share the most items. */
const alike = (a: VoucherRecord, b: VoucherRecord) =>
  a.voucher_type.localeCompare(b.voucher_type) || a.party_id.localeCompare(b.party_id);

/** How many groups still take items while grouping: the last few, so grouping stays cheap. */
const OPEN_GROUPS = 4;

/**
 * The items in groups as full as `fits` allows: each goes into the first of the last few groups it
 * fits, else starts a group of its own (first fit). Items alike (sales to one party) are best given
 * one after the other: they share the most.
 */
function groupsOf<T>(items: readonly T[], fits: (group: T[]) => boolean): T[][] {
  const groups: T[][] = [];
  for (const item of items) {
    const open = groups.slice(-OPEN_GROUPS).find((group) => fits([...group, item]));
    if (open) open.push(item);
    else groups.push([item]);
  }
  return groups;
}

async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>, atOnce = CONCURRENCY) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(atOnce, items.length) }, async () => {
      for (let index = next++; index < items.length; index = next++) await work(items[index] as T);
    }),
  );
}
