import { currentStock } from '@app/shared/catalogue/stock';
import { thousandthsToUnits } from '@app/shared/money';
import { batchGet } from '#lib/db/batch';
import { getCompany } from '#lib/db/companies';
import { notificationItem } from '#lib/db/notifications';
import { getProducts, type ProductRecord } from '#lib/db/products';
import { NEW_ITEM, put, remove, transact } from '#lib/db/transact';
import { stockLines, type VoucherRecord } from './voucher-record';

/** Marks a product as at or below its alert: the notice for this crossing has been given. */
const lowStockMarkerKey = (companyId: string, productId: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `LOWSTOCK#${productId}`,
});

class AlreadyNoticed extends Error {}

/** At or below the alert (zero and negative stock too); a product without an alert is never low. */
const isLow = (product: ProductRecord) =>
  product.low_stock_alert !== null && product.low_stock_alert > 0 && currentStock(product) <= product.low_stock_alert;

export const lowStockNotice = (product: ProductRecord) => {
  const units = (quantity: number) => `${thousandthsToUnits(quantity)} ${product.unit}`;
  return {
    title: 'Low stock',
    description: `${product.stock_item_name} is down to ${units(currentStock(product))} (alert at ${units(product.low_stock_alert ?? 0)}).`,
    type: 'warning' as const,
  };
};

/**
 * Low-stock notices (issue 7): after vouchers moved stock, each product they touched that is now
 * at or below its low-stock alert gets one notice in the company owner's bell, once per crossing.
 * A marker item records that the product is low; only the write that creates the marker gives the
 * notice (in the same transaction, so concurrent vouchers cannot notify twice), and stock back above
 * the alert removes the marker, so the next crossing is noticed again. It runs after the voucher's
 * own transaction (after-posting.ts).
 */
export async function noticeLowStock(companyId: string, vouchers: (VoucherRecord | null)[]): Promise<void> {
  const productIds = [
    ...new Set(
      vouchers.flatMap((voucher) => (voucher ? stockLines(voucher.lines).map((line) => line.product_id) : [])),
    ),
  ];
  if (productIds.length === 0) return;
  const [products, company, markers] = await Promise.all([
    getProducts(companyId, productIds),
    getCompany(companyId),
    batchGet(
      productIds.map((id) => lowStockMarkerKey(companyId, id)),
      true,
    ),
  ]);
  if (!company) return;
  const marked = new Set(markers.map((marker) => String(marker.sk)));
  const hasMarker = (product: ProductRecord) => marked.has(lowStockMarkerKey(companyId, product.product_id).sk);
  await Promise.all(
    products.map(async (product) => {
      const marker = lowStockMarkerKey(companyId, product.product_id);
      if (!isLow(product)) {
        if (hasMarker(product)) await transact([remove(marker)]);
        return;
      }
      if (hasMarker(product)) return;
      try {
        await transact([
          put(
            { ...marker, entity: 'low-stock-marker', noticed_at: new Date().toISOString() },
            NEW_ITEM,
            () => new AlreadyNoticed(),
          ),
          put(notificationItem(company.user_id, lowStockNotice(product))),
        ]);
      } catch (error) {
        if (!(error instanceof AlreadyNoticed)) throw error;
      }
    }),
  );
}
