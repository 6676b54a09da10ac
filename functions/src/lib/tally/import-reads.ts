import { LIVE_READS, type PostingReads } from '#lib/books/posting-context';
import type { BooksNames } from './tally-vouchers';

/**
 * The posting reads of an import (PostingReads): the company, its default ledgers, the parties and
 * products are read once each and kept while the import runs (it creates the masters before the
 * vouchers, and nothing of theirs that a posting reads changes meanwhile); batches are read afresh
 * for every voucher, and only those of the products `names` says are batch-tracked.
 */
export function importReads(names: BooksNames): PostingReads {
  const tracked = new Set(
    [...names.products.values()].flatMap((product) => (product.batchTracked ? [product.id] : [])),
  );
  /** Each id's item read once, those not kept yet in one read. */
  const byId = <T extends object>(read: (ids: string[]) => Promise<T[]>, idOf: (item: T) => string) => {
    const kept = new Map<string, Promise<T | undefined>>();
    return async (ids: string[]): Promise<T[]> => {
      const missing = [...new Set(ids.filter((id) => !kept.has(id)))];
      if (missing.length > 0) {
        const reading = read(missing).then((items) => new Map(items.map((item) => [idOf(item), item])));
        for (const id of missing)
          kept.set(
            id,
            reading.then((items) => items.get(id)),
          );
      }
      const items = await Promise.all(ids.map((id) => kept.get(id) ?? Promise.resolve(undefined)));
      return items.filter((item): item is Awaited<T> => item !== undefined);
    };
  };
  let company: ReturnType<PostingReads['company']> | undefined;
  let defaults: ReturnType<PostingReads['defaultLedgers']> | undefined;
  let ledgers: ((ids: string[]) => Promise<Record<string, unknown>[]>) | undefined;
  let products: ((ids: string[]) => ReturnType<PostingReads['products']>) | undefined;
  const groups = new Map<string, ReturnType<PostingReads['partyGroup']>>();
  const trackedOf = (ids: string[]) => ids.filter((id) => tracked.has(id));
  return {
    company: (companyId) => (company ??= LIVE_READS.company(companyId)),
    defaultLedgers: (companyId) => (defaults ??= LIVE_READS.defaultLedgers(companyId)),
    ledgers: (companyId, ids) =>
      (ledgers ??= byId(
        (missing) => LIVE_READS.ledgers(companyId, missing),
        (item) => String(item._id),
      ))(ids),
    products: (companyId, ids) =>
      (products ??= byId(
        (missing) => LIVE_READS.products(companyId, missing),
        (item) => item.product_id,
      ))(ids),
    batchStates: async (companyId, ids) =>
      trackedOf(ids).length > 0 ? LIVE_READS.batchStates(companyId, trackedOf(ids)) : new Map(),
    archivedBatches: async (companyId, ids) =>
      trackedOf(ids).length > 0 ? LIVE_READS.archivedBatches(companyId, trackedOf(ids)) : new Map(),
    partyGroup: (companyId, ledger) => {
      const key = `${ledger.parent}\u0000${ledger.parent_id}`;
      let group = groups.get(key);
      if (!group) groups.set(key, (group = LIVE_READS.partyGroup(companyId, ledger)));
      return group;
    },
  };
}
