import { BATCH_MESSAGES, batchStatus, daysToExpiry, type StockBatch } from '@app/shared/catalogue/batches';
import { indianDate } from '@app/shared/financial-year';
import { thousandthsToUnits } from '@app/shared/money';
import { readAllBatches, readProductBatches } from '#lib/db/batch-chunks';
import { batchGet } from '#lib/db/batch';
import { getCompany } from '#lib/db/companies';
import { notificationItem } from '#lib/db/notifications';
import { getProducts, type ProductRecord } from '#lib/db/products';
import { NEW_ITEM, put, transact } from '#lib/db/transact';
import { expiryWindowOf } from '#lib/presenters/batch';
import { stockDirection } from './batch-lines';
import { archiveSoldOut } from './sold-out-batches';
import { stockLines, type VoucherRecord } from './voucher-record';

type Notable = 'expired' | 'expiring';

/** Marks that a batch's notice for a status was given, so it is given once. */
const noticeMarkerKey = (companyId: string, status: Notable, productId: string, batchKey: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `EXPIRYNOTE#${status}#${productId}#${batchKey}`,
});

/** Marks that today's check of every batch of a company ran. */
const sweepKey = (companyId: string, day: string) => ({ pk: `COMPANY#${companyId}`, sk: `EXPIRYSWEEP#${day}` });

class AlreadyDone extends Error {}

/** The bell's words for a batch that has expired or expires within the window. */
export function expiryNotice(
  product: Pick<ProductRecord, 'stock_item_name' | 'unit'>,
  batch: StockBatch,
  today: string,
  status: Notable,
) {
  const stock = `${thousandthsToUnits(batch.quantity)} ${product.unit}`;
  const what = `${product.stock_item_name}: ${stock} in stock.`;
  if (status === 'expired') {
    return { title: 'Batch expired', description: `${BATCH_MESSAGES.expired(batch.number, batch.expiry)}. ${what}` };
  }
  const days = daysToExpiry(batch.expiry, today);
  const when =
    days === 0
      ? BATCH_MESSAGES.expiresToday(batch.number, batch.expiry)
      : BATCH_MESSAGES.expiring(batch.number, batch.expiry, days);
  return { title: 'Batch expiring soon', description: `${when}. ${what}` };
}

/**
 * Expiry notices (issue 18): each batch in stock that has expired, or expires within the alert
 * window, gets one notice per state in the owner's bell. As with low stock, a marker item written
 * in the notice's own transaction makes it once, however many writers race.
 */
async function noticeBatches(companyId: string, byProduct: Map<string, StockBatch[]>, today: string) {
  const company = await getCompany(companyId);
  if (!company) return;
  const windowDays = expiryWindowOf(company);
  const notable = [...byProduct].flatMap(([productId, batches]) =>
    batches.flatMap((batch) => {
      const status = batchStatus(batch.expiry, today, windowDays);
      return batch.quantity > 0 && status !== 'ok' ? [{ productId, batch, status }] : [];
    }),
  );
  if (notable.length === 0) return;
  const [products, markers] = await Promise.all([
    getProducts(companyId, [...new Set(notable.map((entry) => entry.productId))]),
    batchGet(
      notable.map((entry) => noticeMarkerKey(companyId, entry.status, entry.productId, entry.batch.key)),
      true,
    ),
  ]);
  const given = new Set(markers.map((marker) => String(marker.sk)));
  const byId = new Map(products.map((product) => [product.product_id, product]));
  for (const { productId, batch, status } of notable) {
    const product = byId.get(productId);
    const marker = noticeMarkerKey(companyId, status, productId, batch.key);
    if (!product?.batch_tracked || given.has(marker.sk)) continue;
    try {
      await transact([
        put(
          { ...marker, entity: 'expiry-marker', noticed_at: new Date().toISOString() },
          NEW_ITEM,
          () => new AlreadyDone(),
        ),
        put(notificationItem(company.user_id, { ...expiryNotice(product, batch, today, status), type: 'warning' })),
      ]);
    } catch (error) {
      if (!(error instanceof AlreadyDone)) throw error;
    }
  }
}

/**
 * After a voucher that brought batches in (a purchase, goods returned): a batch that expires soon
 * is noticed at once. Stock going out makes no batch expire sooner, so sales cost nothing here.
 */
export async function noticeExpiringBatches(companyId: string, vouchers: (VoucherRecord | null)[]): Promise<void> {
  const incoming = vouchers.filter(
    (voucher): voucher is VoucherRecord => voucher?.status === 'active' && stockDirection(voucher) === 1,
  );
  const productIds = [
    ...new Set(
      incoming.flatMap((voucher) => stockLines(voucher.lines).flatMap((line) => (line.batch ? [line.product_id] : []))),
    ),
  ];
  if (productIds.length === 0) return;
  await noticeBatches(companyId, await readProductBatches(companyId, productIds), indianDate());
}

/**
 * Once a day per company, every batch: stock nobody moves still comes near its expiry. Run when the
 * bell is read (no scheduler: design 7.10); only the first reader of the day does the work. It
 * also archives the sold-out batches that the vouchers' own archiving missed (a race, a failure).
 */
export async function sweepExpiringBatches(companyId: string, today = indianDate()): Promise<void> {
  try {
    await transact([put({ ...sweepKey(companyId, today), entity: 'expiry-sweep' }, NEW_ITEM, () => new AlreadyDone())]);
  } catch (error) {
    if (error instanceof AlreadyDone) return;
    throw error;
  }
  const batches = await readAllBatches(companyId);
  await Promise.all([noticeBatches(companyId, batches, today), archiveSoldOut(companyId, batches)]);
}
