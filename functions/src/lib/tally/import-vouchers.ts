import { VOUCHER_MESSAGES, voucherInputSchema } from '@app/shared/books/voucher-input';
import { indianDate } from '@app/shared/financial-year';
import { requireRoomForVoucher } from '#lib/billing/plan-guard';
import { importVoucher } from '#lib/books/posting';
import type { PostingContext } from '#lib/books/posting-context';
import type { VoucherRecord } from '#lib/books/voucher-record';
import { getCompany } from '#lib/db/companies';
import { listLedgerRecords } from '#lib/db/ledgers';
import { nameKey } from '#lib/db/name-guards';
import { listProductRecords } from '#lib/db/product-records';
import { ConflictError, NotFoundError, ValidationError } from '#lib/errors';
import { parseWithFieldErrors } from '#lib/http/validation';
import type { TallyProblem, TallyVoucher } from './tally-records';
import { type BooksNames, type InvoicePlan, planVoucher } from './tally-vouchers';

/**
 * A Tally file's vouchers into the books (issue 35), after its masters: in date order, each
 * through the voucher engine (importVoucher) keyed by its GUID, so a second import, or a retry of
 * one cut short, posts nothing twice. The vouchers of one day are posted a few at a time; one
 * refused for want of stock is tried again once the rest of its day is in (a sale of a batch
 * bought the same day). Cancelled and optional vouchers are not in Tally's books: left out.
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

/** Vouchers of one day posted at once: DynamoDB Local takes about this many transactions in parallel. */
const CONCURRENCY = 8;
/** How often the import's progress is written for the page to show. */
const PROGRESS_EVERY_MS = 1000;

/** The company's ledgers and products by name, as the file names them. */
async function booksNames(companyId: string): Promise<BooksNames> {
  const [ledgers, products] = await Promise.all([listLedgerRecords(companyId), listProductRecords(companyId)]);
  return {
    ledgers: new Map(
      ledgers
        .filter((ledger) => !ledger.is_deleted)
        .map((ledger) => [
          nameKey(ledger.ledger_name),
          { id: ledger._id, name: ledger.ledger_name, group: ledger.parent },
        ]),
    ),
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
      return `its lines give ${name} ${(Math.abs(ours) / 100).toFixed(2)}, Tally posted ${(Math.abs(theirs) / 100).toFixed(2)}`;
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
  const booksBegin = company.company_settings.books_start_date;
  const today = indianDate();
  const names = await booksNames(companyId);
  // The plan is asked once: vouchers are the owner's plan's to allow, as the forms' are.
  if (vouchers.length > 0) await requireRoomForVoucher(companyId, actorId);

  /**
   * Posts one voucher: as an invoice when its entries are Tally's, else as its entries. An invoice
   * refused for anything else (stock not in yet) is booked as its entries only at its `lastChance`.
   */
  async function post(voucher: TallyVoucher, lastChance: boolean) {
    if (voucher.cancelled || voucher.optional) {
      outcome.notes.push(noted(voucher, `${voucher.cancelled ? 'Cancelled' : 'Optional'} in Tally: left out`));
      return;
    }
    if (voucher.date > today) throw new ValidationError(VOUCHER_MESSAGES.dateFuture);
    if (voucher.date < booksBegin) throw new ValidationError(`Dated before the books begin (${booksBegin})`);
    const plan = planVoucher(companyId, voucher, names);
    if (typeof plan === 'string') {
      outcome.notes.push(noted(voucher, plan));
      return;
    }
    // A voucher without a GUID (a hand-made file) is known by its place in the file.
    const source =
      voucher.guid !== '' ? voucher.guid : `${voucher.type}:${voucher.number}:${voucher.date}:${voucher.row}`;
    const key = `tally:${source}`;
    const options = { key, actorId, voucherNumber: voucher.number };
    let asInvoice: string | undefined;
    if (plan.invoice) {
      const invoice = plan.invoice;
      try {
        const posted = await importVoucher(parsed(invoice.input), {
          ...options,
          adjust: withLedgers(invoice),
          // Tally rounds an invoice only through a round-off ledger; without one its paise stay.
          rounded: invoice.ledgers.roundOff !== undefined,
          check: (built) => {
            const differ = entriesDiffer(built, invoice);
            if (differ) throw new EntriesDiffer(differ);
          },
        });
        outcome[posted.replayed ? 'matched' : 'created'] += 1;
        return;
      } catch (error) {
        const bookAsEntries = error instanceof EntriesDiffer || (lastChance && isVoucherProblem(error));
        if (!bookAsEntries || !plan.journal) throw error;
        asInvoice = messageOf(error);
      }
    }
    if (!plan.journal) throw new ValidationError('It has no amounts to post');
    const posted = await importVoucher(parsed(plan.journal), options);
    outcome[posted.replayed ? 'matched' : 'created'] += 1;
    const bookedAs = posted.voucher.voucher_type;
    if (bookedAs !== plan.type && !posted.replayed) {
      const why = asInvoice ?? (plan.invoice ? undefined : 'it has no stock lines of items in the books');
      outcome.notes.push(noted(voucher, `Booked as a ${bookedAs} with Tally's entries${why ? `: ${why}` : ''}`));
    }
  }

  const total = vouchers.length;
  let done = 0;
  let reported = Date.now();
  const progressed = async () => {
    done += 1;
    if (Date.now() - reported < PROGRESS_EVERY_MS) return;
    reported = Date.now();
    await onProgress({ done, total });
  };

  for (const day of byDate(vouchers)) {
    const again: TallyVoucher[] = [];
    await inParallel(day, async (voucher) => {
      try {
        await post(voucher, false);
        await progressed();
      } catch (error) {
        if (!isVoucherProblem(error)) throw error;
        again.push(voucher);
      }
    });
    for (const voucher of again.sort((a, b) => a.row - b.row)) {
      try {
        await post(voucher, true);
      } catch (error) {
        if (!isVoucherProblem(error)) throw error;
        outcome.problems.push(noted(voucher, messageOf(error)));
      }
      await progressed();
    }
  }
  await onProgress({ done: total, total });
  return outcome;
}

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

async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCY, items.length) }, async () => {
      for (let index = next++; index < items.length; index = next++) await work(items[index] as T);
    }),
  );
}
