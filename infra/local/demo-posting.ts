import type { PlannedVoucher } from './demo-plan-types';

/**
 * Which vouchers of the plan must be in the books before each one is entered, so that entering
 * many at once gives the books that entering them one by one in date order would:
 * - a numbered type (sales, receipts, payments, notes) waits for the one before it, so that its
 *   numbers run in date order;
 * - goods going out (a sale, a note) wait for every delivery and note planned before them, so the
 *   batches the plan names hold what it takes from them;
 * - a receipt waits for the bills it settles and the notes raised on them, a note for its invoice.
 * Deliveries wait for nothing: they are entered first, several at a time.
 */
export function dependencies(vouchers: readonly PlannedVoucher[]): Map<string, string[]> {
  const waits = new Map<string, string[]>();
  const lastOfType = new Map<string, string>();
  const stockMoves: string[] = [];
  const notesOn = new Map<string, string[]>();
  for (const voucher of vouchers) {
    const before = new Set<string>();
    const previous = voucher.type === 'Purchase' ? undefined : lastOfType.get(voucher.type);
    if (previous) before.add(previous);
    if (voucher.kind === 'settlement') {
      for (const { ref } of voucher.settles) [ref, ...(notesOn.get(ref) ?? [])].forEach((one) => before.add(one));
    } else if (voucher.type !== 'Purchase') {
      stockMoves.forEach((one) => before.add(one));
      if (voucher.kind === 'note') {
        before.add(voucher.against);
        notesOn.set(voucher.against, [...(notesOn.get(voucher.against) ?? []), voucher.ref]);
      }
    }
    if (voucher.type === 'Purchase' || voucher.kind === 'note') stockMoves.push(voucher.ref);
    lastOfType.set(voucher.type, voucher.ref);
    waits.set(voucher.ref, [...before]);
  }
  return waits;
}

/**
 * Enters the plan's vouchers through `enter`, up to `parallel` at a time, each as soon as what it
 * waits for is in; of those ready, the one planned first goes first. Resolves with what `enter`
 * gave for each, by ref; the first failure rejects (and nothing more is started).
 */
export function enterInOrder<T>(
  vouchers: readonly PlannedVoucher[],
  enter: (voucher: PlannedVoucher) => Promise<T>,
  parallel: number,
): Promise<Map<string, T>> {
  const waits = dependencies(vouchers);
  const order = new Map(vouchers.map((voucher, index) => [voucher.ref, index]));
  const unmet = new Map(vouchers.map((voucher) => [voucher.ref, waits.get(voucher.ref)?.length ?? 0]));
  const waiting = new Map<string, PlannedVoucher[]>();
  for (const voucher of vouchers) {
    for (const ref of waits.get(voucher.ref) ?? []) waiting.set(ref, [...(waiting.get(ref) ?? []), voucher]);
  }
  const ready = vouchers.filter((voucher) => unmet.get(voucher.ref) === 0);
  const entered = new Map<string, T>();
  let running = 0;
  let failed = false;
  return new Promise((resolve, reject) => {
    const startMore = () => {
      if (entered.size === vouchers.length) resolve(entered);
      else if (running === 0 && ready.length === 0)
        reject(new Error('the demo plan waits for vouchers it never enters'));
      while (!failed && running < parallel) {
        const voucher = ready.shift();
        if (!voucher) return;
        running++;
        enter(voucher).then(
          (result) => {
            running--;
            entered.set(voucher.ref, result);
            for (const next of waiting.get(voucher.ref) ?? []) {
              const left = (unmet.get(next.ref) ?? 0) - 1;
              unmet.set(next.ref, left);
              if (left === 0) insertInOrder(ready, next, order);
            }
            startMore();
          },
          (error: unknown) => {
            failed = true;
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      }
    };
    startMore();
  });
}

function insertInOrder(ready: PlannedVoucher[], voucher: PlannedVoucher, order: ReadonlyMap<string, number>) {
  const rank = order.get(voucher.ref) ?? 0;
  const at = ready.findIndex((other) => (order.get(other.ref) ?? 0) > rank);
  ready.splice(at === -1 ? ready.length : at, 0, voucher);
}
