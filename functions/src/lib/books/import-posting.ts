import { createHash } from 'node:crypto';
import { booksLockedMessage } from '@app/shared/books/books-lock';
import { VOUCHER_MESSAGES } from '@app/shared/books/voucher-input';
import type { VoucherInput } from '@app/shared/books/voucher-input';
import { PARTY_SIGN } from '@app/shared/books/voucher-types';
import { batchGet } from '#lib/db/batch';
import { readProductBatches, type BatchState } from '#lib/db/batch-chunks';
import { getCompany } from '#lib/db/companies';
import { postingSteps, type Contribution } from '#lib/db/contributions';
import { getProducts, type ProductRecord } from '#lib/db/products';
import { stockVersionStep, type VoucherMove } from '#lib/db/stock-version';
import { NEW_ITEM, put, type Step } from '#lib/db/transact';
import { voucherItem, voucherKey } from '#lib/db/vouchers';
import { ConflictError } from '#lib/errors';
import { logger } from '#lib/logger';
import { stockDirection } from './batch-lines';
import { buildVoucher } from './build-voucher';
import { noticeExpiringBatches } from './expiry-notices';
import { statusOf } from './invoice-due';
import { noticeLowStock } from './low-stock';
import { auditOf } from '#lib/db/audit';
import { AlreadyCreated, MAX_TRANSACTION_ACTIONS, commit } from './posting';
import { loadPostingContext, type PostingContext, type PostingReads } from './posting-context';
import { isPeriodAdd, pendingStep } from './import-rollups';
import { LinkedInvoiceChanged, linkedChanges, linkedItemStep, type LinkedChange } from './linked-invoices';
import { keepRestockDates } from './restocks';
import { archiveSoldOut } from './sold-out-batches';
import { voucherContributions } from './voucher-contributions';
import { voucherMoves } from './voucher-moves';
import { stockLines, type VoucherRecord } from './voucher-record';

/**
 * Vouchers from another program's books (issue 35's Tally import), posted by the voucher engine:
 * each built as a form's would be (posting.ts), then written a few to a transaction.
 */

/** How a voucher brought from another program is built (buildImported). */
export interface ImportOptions {
  /** The source row's own id (a Tally GUID), which the voucher's id is made from (importedVoucherId). */
  key: string;
  actorId: string;
  /** The source's number, kept as it is. */
  voucherNumber: string;
  /** The import's reads (importReads), which keep what does not change while it runs. */
  reads: PostingReads;
  /** The books' lock as the import last read it (refuseLockedDates reads it per voucher). */
  lockedUntil: string | undefined;
  /** The ledgers the source posted to in place of the defaults (a Tally company's 'Sales 12%'). */
  adjust?: (context: PostingContext) => PostingContext;
  /** Refuses (ValidationError) a voucher built otherwise than the source has it. */
  check?: (voucher: VoucherRecord) => void;
  /** An invoice's total keeps its paise, as the source had it (withoutRounding). */
  unrounded?: boolean;
}

/**
 * An imported voucher's id, from its company and its source row's key (a Tally GUID): the same row
 * imported again is the same voucher, which its item's own condition refuses to write twice, so an
 * import keeps no idempotency record of its own. A UUID in form (version 5's bits), as Hisaab's are.
 */
export function importedVoucherId(companyId: string, key: string): string {
  const hex = createHash('sha256').update(`${companyId}\u0000${key}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The keys of `keys` whose rows the books have already (one read per hundred, keys only). */
export async function importedKeys(companyId: string, keys: readonly string[]): Promise<Set<string>> {
  const byId = new Map(keys.map((key) => [importedVoucherId(companyId, key), key]));
  const found = await batchGet(
    [...byId.keys()].map((id) => voucherKey(companyId, id)),
    true,
    { names: {} },
  );
  const prefix = voucherKey(companyId, '').sk;
  return new Set(found.flatMap((item) => byId.get(String(item.sk).slice(prefix.length)) ?? []));
}

/** Reads by key, each key once: those not read yet together, in one read. */
function readOnce<K, T>(read: (keys: K[]) => Promise<T[]>, keyOf: (key: K) => string, itemKey: (item: T) => string) {
  const kept = new Map<string, Promise<T | undefined>>();
  return async (keys: K[]): Promise<T[]> => {
    const missing = [...new Map(keys.filter((key) => !kept.has(keyOf(key))).map((key) => [keyOf(key), key])).values()];
    if (missing.length > 0) {
      const reading = read(missing).then((items) => new Map(items.map((item) => [itemKey(item), item])));
      for (const key of missing)
        kept.set(
          keyOf(key),
          reading.then((items) => items.get(keyOf(key))),
        );
    }
    const items = await Promise.all(keys.map((key) => kept.get(keyOf(key)) ?? Promise.resolve(undefined)));
    return items.filter((item): item is Awaited<T> => item !== undefined);
  };
}

/**
 * The posting reads of an import (PostingReads): the company, the ledgers a voucher names, the
 * default ledgers' name guards and the products are read once each and kept while it runs. The
 * import creates the masters before the vouchers, and nothing of theirs that a posting reads (a
 * party's address and group, a product's unit, HSN, GST rate, whether it is batch-tracked)
 * changes meanwhile; batches are read afresh for every voucher.
 */
export function importReads(companyId: string): PostingReads {
  const company = getCompany(companyId);
  const itemKey = (item: Record<string, unknown>) => `${String(item.pk)}\u0000${String(item.sk)}`;
  const products = readOnce(
    (ids: string[]) => getProducts(companyId, ids),
    (id) => id,
    (product: ProductRecord) => product.product_id,
  );
  return {
    company: () => company,
    ledgers: readOnce((keys) => batchGet(keys, true), itemKey, itemKey),
    products: (_, ids) => products(ids),
  };
}

/** A voucher from another program's books, built and checked, waiting to be committed. */
export interface ImportedVoucher {
  voucher: VoucherRecord;
  /**
   * The items its roll-ups write (pk and sk): its month and year roll-ups apart, which a day's
   * transactions may leave to the day's end (import-rollups.ts); and the products whose batches it
   * moves. What fitTogether counts.
   */
  touches: { items: string[]; periodItems: string[]; batchProducts: string[] };
  /** The batches of its batch-tracked products as its build read them. */
  batchStates: ReadonlyMap<string, BatchState>;
  /** The invoices it settles (a receipt's or payment's), as read and as it leaves them. */
  linked: LinkedChange[];
}

/**
 * Builds a voucher from another program's books (issue 35's Tally import) with the same engine as
 * a form's, entered on its own date: refused (ValidationError, ConflictError) as a form's would be,
 * or when it is built otherwise than the source has it (`check`), or dated in the locked books.
 */
export async function buildImported(input: VoucherInput, options: ImportOptions): Promise<ImportedVoucher> {
  const read = await loadPostingContext(input, options.reads);
  const context = options.adjust ? options.adjust(read) : read;
  const built = buildVoucher(input, context, {
    voucherId: importedVoucherId(input.company_id, options.key),
    voucherNumber: options.voucherNumber,
    actorId: options.actorId,
    now: new Date().toISOString(),
    today: input.date,
    previous: null,
  });
  const voucher = options.unrounded ? withoutRounding(built, context.ledgers.roundOff.ledger_id) : built;
  options.check?.(voucher);
  if (options.lockedUntil && voucher.date <= options.lockedUntil)
    throw new ConflictError(booksLockedMessage(options.lockedUntil));
  const linked = linkedChanges(context.settling, null, voucher);
  const own = voucherContributions(voucher);
  const others = [
    ...own.filter((each) => !isPeriodAdd(each)),
    ...linked.flatMap((change) => [...voucherContributions(change.before), ...voucherContributions(change.after)]),
  ];
  const invoiceItems = linked.map(({ before }) => {
    const key = voucherKey(before.company_id, before.voucher_id);
    return `${key.pk}#${key.sk}`;
  });
  const itemOf = (each: Contribution) => (each.kind === 'batch' ? [] : [`${each.key.pk}#${each.key.sk}`]);
  const touches = {
    items: [...new Set([...others.flatMap(itemOf), ...invoiceItems])],
    periodItems: [...new Set(own.filter(isPeriodAdd).flatMap(itemOf))],
    batchProducts: others.flatMap((each) => (each.kind === 'batch' ? [each.productId] : [])),
  };
  return { voucher, touches, batchStates: context.batchStates, linked };
}

/**
 * An invoice with the paise its source gave it: Hisaab rounds every invoice it makes to the rupee
 * (spec 9), Tally only through a round-off ledger. The round-off is taken out of the invoice as
 * built: its grand total is the exact one, the party owes that, and the round-off line goes.
 */
function withoutRounding(voucher: VoucherRecord, roundOffLedgerId: string): VoucherRecord {
  if (voucher.round_off === 0) return voucher;
  const exact = voucher.grand_total - voucher.round_off;
  const sign = PARTY_SIGN[voucher.voucher_type];
  const accounting = voucher.accounting
    .filter((line) => line.ledger_id !== roundOffLedgerId)
    .map((line, index) => ({ ...line, index, amount: index === 0 ? sign * exact : line.amount }));
  return {
    ...voucher,
    grand_total: exact,
    round_off: 0,
    accounting,
    payment_status: statusOf({ ...voucher, grand_total: exact }),
  };
}

/**
 * The one transaction of imported vouchers written together: each voucher (its id its source
 * row's: importedVoucherId) and its audit entry, and their roll-ups merged (rollUpSteps for many new
 * vouchers), so that the day's totals, a ledger's balance or an item's month shared by several is
 * written once. At most MAX_TRANSACTION_ACTIONS: the importer groups by fitTogether.
 */
function importedSteps(imported: readonly ImportedVoucher[], actorId: string, deferred: boolean): Step[] {
  const vouchers = imported.map((each) => each.voucher);
  const companyId = vouchers[0]?.company_id ?? '';
  const batches = new Map(imported.flatMap((each) => [...each.batchStates]));
  const months = [
    ...new Set(vouchers.flatMap((voucher) => (voucher.lines.length > 0 ? [voucher.date.slice(0, 7)] : []))),
  ];
  const linked = imported.flatMap((each) => each.linked);
  const own = vouchers.flatMap(voucherContributions);
  return [
    ...imported.flatMap(({ voucher }) => [
      put(voucherItem(voucher), NEW_ITEM, () => new AlreadyCreated()),
      auditOf('create', actorId, null, voucher),
    ]),
    ...linked.map(linkedItemStep),
    ...postingSteps(
      linked.flatMap((change) => voucherContributions(change.before)),
      [
        ...(deferred ? own.filter((each) => !isPeriodAdd(each)) : own),
        ...linked.flatMap((change) => voucherContributions(change.after)),
      ],
      batches,
    ),
    ...(deferred ? [pendingStep(vouchers)] : []),
    ...(months.length > 0 ? [stockVersionStep(companyId, { months, moved: movesTogether(vouchers) })] : []),
  ];
}

/** What new vouchers written together moved of each product per month (voucherMoves of them all). */
function movesTogether(vouchers: readonly VoucherRecord[]): VoucherMove[] {
  const moves = new Map<string, VoucherMove>();
  for (const [id, month, inQty, inValue, outQty, outValue] of vouchers.flatMap((voucher) =>
    voucherMoves(null, voucher),
  )) {
    const key = `${id}\u0000${month}`;
    const [, , inQtyBefore, inValueBefore, outQtyBefore, outValueBefore] = moves.get(key) ?? [id, month, 0, 0, 0, 0];
    moves.set(key, [
      id,
      month,
      inQtyBefore + inQty,
      inValueBefore + inValue,
      outQtyBefore + outQty,
      outValueBefore + outValue,
    ]);
  }
  return [...moves.values()];
}

/**
 * Whether imported vouchers written together fit in one transaction, counted without building it:
 * each voucher and its audit entry, every item their roll-ups and settled invoices touch once, two items per product
 * whose batches move (its quantities and details) and the stock version. The count is never under
 * importedSteps' (which leaves out what nets to nothing).
 */
export function fitTogether(imported: readonly ImportedVoucher[], deferred: boolean): boolean {
  // An invoice two of them settle is written by each: a transaction takes one write of an item.
  const invoices = imported.flatMap((each) => each.linked.map((change) => change.before.voucher_id));
  if (new Set(invoices).size < invoices.length) return false;
  const touched = imported.flatMap((each) => [...each.touches.items, ...(deferred ? [] : each.touches.periodItems)]);
  const items = new Set(touched).size + (deferred ? 1 : 0);
  const batchProducts = new Set(imported.flatMap((each) => each.touches.batchProducts));
  return 2 * imported.length + items + 2 * batchProducts.size + 1 <= MAX_TRANSACTION_ACTIONS;
}

/** A commit that failed because one of its vouchers is in the books already (a retry). */
export const isAlreadyImported = (error: unknown) => error instanceof AlreadyCreated;

/**
 * Commits imported vouchers in one transaction: all of them or none. It fails when one is in the
 * books already (isAlreadyImported: a retry), when their batches changed since they were read
 * (BatchesChanged) or together take more of a batch than it has: the importer then commits them
 * one by one, which says which. A voucher's number is its source's and is not reserved: Tally's
 * numbers restart every year and may repeat, and Hisaab's own numbers never take that form. What
 * follows a posting (notices, restock dates, the batch archive) is the importer's, once at its end
 * (afterImport).
 */
export async function commitImported(
  imported: readonly ImportedVoucher[],
  actorId: string,
  deferred = false,
): Promise<void> {
  try {
    await commit(importedSteps(imported, actorId, deferred));
  } catch (error) {
    // An invoice it settles changed since it was read (another receipt of the day): built again.
    if (error instanceof LinkedInvoiceChanged) throw new ConflictError(VOUCHER_MESSAGES.settledChanged);
    throw error;
  }
}

/**
 * What an import's vouchers did to stock, gathered as they are posted (noteImported): for each
 * product, the last voucher that moved it, the last that brought its batches in, and its last
 * purchase. Enough for afterImport's work, without keeping every voucher.
 */
export interface ImportedStock {
  moved: Map<string, VoucherRecord>;
  batchesIn: Map<string, VoucherRecord>;
  purchased: Map<string, VoucherRecord>;
}

export const importedStock = (): ImportedStock => ({ moved: new Map(), batchesIn: new Map(), purchased: new Map() });

export function noteImported(stock: ImportedStock, voucher: VoucherRecord) {
  const incoming = stockDirection(voucher) === 1;
  const later = (kept: VoucherRecord | undefined) => !kept || kept.date <= voucher.date;
  for (const line of stockLines(voucher.lines)) {
    stock.moved.set(line.product_id, voucher);
    if (line.batch && incoming) stock.batchesIn.set(line.product_id, voucher);
    if (voucher.voucher_type === 'Purchase' && later(stock.purchased.get(line.product_id)))
      stock.purchased.set(line.product_id, voucher);
  }
}

/**
 * afterPosting's work for an import of many vouchers (issue 35), once at its end rather than after
 * each: the last restock dates (each product's latest purchase), the low-stock and expiry notices
 * by the stock as it ends, and the archive of the batches left at zero.
 */
export async function afterImport(companyId: string, stock: ImportedStock): Promise<void> {
  const distinct = (vouchers: Map<string, VoucherRecord>) => [...new Set(vouchers.values())];
  const batched = [...stock.moved].flatMap(([productId, voucher]) =>
    voucher.lines.some((line) => line.product_id === productId && line.batch) ? [productId] : [],
  );
  const results = await Promise.allSettled([
    ...distinct(stock.purchased).map((voucher) => keepRestockDates(null, voucher)),
    noticeLowStock(companyId, distinct(stock.moved)),
    noticeExpiringBatches(companyId, distinct(stock.batchesIn)),
    batched.length > 0
      ? readProductBatches(companyId, batched).then((batches) => archiveSoldOut(companyId, batches))
      : undefined,
  ]);
  for (const result of results) {
    if (result.status === 'rejected')
      logger.error("An import's after-posting work failed; the vouchers stand", {
        error: result.reason as unknown,
        companyId,
      });
  }
}
