import { MONEY_PLACES, PERCENT_PLACES, scaledToNumber } from '@app/shared/decimal';
import type { Product, ProductDetails } from '@app/shared/catalogue/product-docs';
import {
  averagePurchaseRate,
  averageRate,
  averageSaleRate,
  currentStock,
  margin,
  stockProgress,
  stockStatus,
  stockValue,
} from '@app/shared/catalogue/stock';
import { paiseToRupees, thousandthsToUnits } from '@app/shared/money';
import { unitOf } from '@app/shared/reference/units';
import type { ProductRecord } from '#lib/db/products';
import { imageUrl } from '#lib/s3/images';

/** Names of the categories and groups a presented product may point at. */
export interface CatalogueNames {
  categories: ReadonlyMap<string, string>;
  groups: ReadonlyMap<string, string>;
}

const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

/** A stored product as the API returns it: rupees and units, closing figures, image URL. */
export async function presentProduct(product: ProductRecord, names: CatalogueNames): Promise<Product> {
  const current = currentStock(product);
  return {
    _id: product.product_id,
    company_id: product.company_id,
    stock_item_name: product.stock_item_name,
    unit: product.unit,
    unit_id: unitOf(product.unit)?.id ?? 0,
    alias_name: product.alias_name,
    description: product.description,
    barcode: product.barcode,
    category: product.category_id ? (names.categories.get(product.category_id) ?? null) : null,
    category_id: product.category_id,
    group: product.group_id ? (names.groups.get(product.group_id) ?? null) : null,
    group_id: product.group_id,
    image: await imageUrl(product.image_key),
    image_key: product.image_key,
    opening_balance: thousandthsToUnits(product.opening_balance),
    opening_rate: paiseToRupees(product.opening_rate),
    opening_value: paiseToRupees(product.opening_value),
    low_stock_alert: product.low_stock_alert === null ? null : thousandthsToUnits(product.low_stock_alert),
    nature_of_goods: product.nature_of_goods,
    hsn_code: product.hsn_code,
    taxability: product.taxability,
    tax_rate: product.tax_rate === null ? null : scaledToNumber(product.tax_rate, PERCENT_PLACES),
    current_stock: thousandthsToUnits(current),
    purchase_qty: thousandthsToUnits(product.purchase_qty),
    purchase_value: paiseToRupees(product.purchase_value),
    sales_qty: thousandthsToUnits(product.sales_qty),
    sales_value: paiseToRupees(product.sales_value),
    closing_rate: paiseToRupees(averageRate(product)),
    closing_value: paiseToRupees(stockValue(product)),
    stock_status: stockStatus(current, product.low_stock_alert),
    last_restock_date: product.last_restock_date,
    batch_tracked: product.batch_tracked === true,
    opening_batches: (product.opening_batches ?? []).map((batch) => ({
      batch_number: batch.number,
      batch_expiry: batch.expiry,
      quantity: thousandthsToUnits(batch.quantity),
    })),
    is_deleted: product.is_deleted,
    created_at: product.created_at,
    updated_at: product.updated_at,
  };
}

/** The product page's figures (001, 9) on top of the product. */
export async function presentProductDetails(product: ProductRecord, names: CatalogueNames): Promise<ProductDetails> {
  const presented = await presentProduct(product, names);
  const marginHundredths = margin(product);
  return {
    ...presented,
    avg_purchase_rate: rupeesOrNull(averagePurchaseRate(product)),
    avg_sale_rate: rupeesOrNull(averageSaleRate(product)),
    average_cost: presented.closing_rate,
    margin: marginHundredths === null ? null : scaledToNumber(marginHundredths, MONEY_PLACES),
    stock_value: presented.closing_value,
    stock_progress: Math.round(stockProgress(currentStock(product), product.low_stock_alert) * 100) / 100,
  };
}
