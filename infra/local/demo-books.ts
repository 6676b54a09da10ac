import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { dueOf } from '@app/functions/lib/books/invoice-due';
import { createVoucher } from '@app/functions/lib/books/posting';
import type { VoucherRecord } from '@app/functions/lib/books/voucher-record';
import { getVoucher } from '@app/functions/lib/db/vouchers';
import { ConflictError } from '@app/functions/lib/errors';
import { voucherInputSchema } from '@app/shared/books/voucher-input';
import { payloadOf, type DemoIds } from './demo-payloads';
import type { DemoPlan, PlannedVoucher } from './demo-plan-types';
import { enterInOrder } from './demo-posting';

/** Vouchers entered at once: each waits on DynamoDB most of its time (measured: docs/perf.md). */
const PARALLEL = 6;
/** Tries of one voucher that lost a race for a shared record (the engine has tried a few times itself). */
const MOST_TRIES = 4;

const lostARace = (error: unknown) => error instanceof ConflictError || error instanceof TransactionCanceledException;

/**
 * Seeds the demo company's books through the code the API runs (createVoucher): every voucher of
 * the plan, each entered on its own date (so the date rules hold as they did
 * that day), several at a time in an order that gives the same books as one by one
 * (demo-posting.ts). Each voucher's idempotency key is its ref, so a retry posts nothing twice.
 * Gives what was posted, by ref.
 */
export async function seedDemoBooks(
  companyId: string,
  userId: string,
  ledgers: ReadonlyMap<string, string>,
  products: ReadonlyMap<string, string>,
  plan: DemoPlan,
): Promise<Map<string, VoucherRecord>> {
  const posted = new Map<string, VoucherRecord>();
  const idOf = (kind: string, names: ReadonlyMap<string, string>) => (name: string) => {
    const id = names.get(name);
    if (!id) throw new Error(`the demo has no ${kind} ${name}`);
    return id;
  };
  const ids: DemoIds = {
    companyId,
    ledger: idOf('ledger', ledgers),
    product: idOf('product', products),
    voucher: (ref) => {
      const record = posted.get(ref);
      if (!record) throw new Error(`the demo's voucher ${ref} is not in the books yet`);
      return record.voucher_id;
    },
  };
  const dueNow = async (ref: string) => {
    const bill = await getVoucher(companyId, ids.voucher(ref));
    if (!bill) throw new Error(`the demo's bill ${ref} is not in the books`);
    return [ref, dueOf(bill)] as const;
  };
  const enter = async (voucher: PlannedVoucher) => {
    // What a receipt settles is what is due on its bills now: their notes and earlier receipts are in.
    const bills = voucher.kind === 'settlement' ? voucher.settles.map(({ ref }) => ref) : [];
    const due = new Map(await Promise.all(bills.map(dueNow)));
    const input = voucherInputSchema.parse(payloadOf(voucher, ids, (ref) => due.get(ref) ?? 0));
    for (let attempt = 1; ; attempt++) {
      try {
        const { voucher: record } = await createVoucher(input, userId, `demo:${voucher.ref}`, { today: voucher.date });
        posted.set(voucher.ref, record);
        return record;
      } catch (error) {
        if (!lostARace(error) || attempt === MOST_TRIES) throw error;
      }
    }
  };
  await enterInOrder(plan.vouchers, enter, PARALLEL);
  return posted;
}
