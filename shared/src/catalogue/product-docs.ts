import * as z from '../zod';
import { STOCK_STATUSES } from './stock';
import { NATURES_OF_GOODS, TAXABILITIES } from './products';

const nullableString = z.nullable(z.string());
const nullableNumber = z.nullable(z.number());

/**
 * A product as the API returns it (spec 3): money in rupees and quantities in units, as numbers
 * with at most 2 and 3 decimals. The closing figures (spec 9) follow the stock the voucher engine
 * keeps: current stock = opening + purchases - sales; closing rate = the average rate; closing
 * value = current stock x average rate.
 */
export const productSchema = z.object({
  _id: z.string(),
  company_id: z.string(),
  stock_item_name: z.string(),
  unit: z.string(),
  unit_id: z.int(),
  alias_name: nullableString,
  description: nullableString,
  barcode: nullableString,
  category: nullableString,
  category_id: nullableString,
  group: nullableString,
  group_id: nullableString,
  image: nullableString,
  image_key: nullableString,
  opening_balance: z.number(),
  opening_rate: z.number(),
  opening_value: z.number(),
  low_stock_alert: nullableNumber,
  nature_of_goods: z.nullable(z.enum(NATURES_OF_GOODS)),
  hsn_code: nullableString,
  taxability: z.nullable(z.enum(TAXABILITIES)),
  tax_rate: nullableNumber,
  current_stock: z.number(),
  purchase_qty: z.number(),
  purchase_value: z.number(),
  sales_qty: z.number(),
  sales_value: z.number(),
  closing_rate: z.number(),
  closing_value: z.number(),
  stock_status: z.enum(STOCK_STATUSES),
  last_restock_date: nullableString,
  /** Issue 18: stock kept per batch with its expiry; the batches the opening stock is in (issue 32). */
  batch_tracked: z.boolean(),
  opening_batches: z.array(z.object({ batch_number: z.string(), batch_expiry: z.string(), quantity: z.number() })),
  is_deleted: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

/**
 * The product page (001, 9): the product with the figures its cards show. average cost is the
 * closing rate; margin is a percent with 2 decimals (null before the first sale); stock progress
 * is current stock against the low-stock alert (default 5), 0 to 100.
 */
export const productDetailsSchema = z.extend(productSchema, {
  avg_purchase_rate: nullableNumber,
  avg_sale_rate: nullableNumber,
  average_cost: z.number(),
  margin: nullableNumber,
  stock_value: z.number(),
  stock_progress: z.number(),
});

/**
 * A line of a product's movement timeline: the opening balance, then each purchase and sale, and
 * the notes returning them (a credit note's goods come back in, a debit note's go out).
 */
export const stockMovementSchema = z.object({
  date: z.string(),
  kind: z.enum(['opening', 'purchase', 'sales', 'sales_return', 'purchase_return']),
  voucher_id: nullableString,
  voucher_number: nullableString,
  party_name: nullableString,
  /** The batch, for a batch-tracked product. */
  batch_number: z.optional(nullableString),
  inwards_qty: z.number(),
  outwards_qty: z.number(),
  rate: z.number(),
  value: z.number(),
  /** Stock after this line. */
  balance_qty: z.number(),
});

/** GET product/get/timeline/{id}: the newest movements, oldest first, ending at the current stock. */
export const productTimelineSchema = z.object({
  _id: z.string(),
  stock_item_name: z.string(),
  unit: z.string(),
  entries: z.array(stockMovementSchema),
  /** True when older movements exist than the ones listed. */
  has_earlier: z.boolean(),
  current_stock: z.number(),
});

/** GET product/view/products/with_id: every product in the few fields an invoice or bill line takes, for pickers. */
export const productOptionSchema = z.object({
  _id: z.string(),
  stock_item_name: z.string(),
  unit: z.string(),
  hsn_code: nullableString,
  tax_rate: nullableNumber,
  current_stock: z.number(),
  /** Issue 18: stock kept per batch, so a line of it names its batch. */
  batch_tracked: z.boolean(),
});

export type Product = z.infer<typeof productSchema>;
export type ProductDetails = z.infer<typeof productDetailsSchema>;
export type StockMovement = z.infer<typeof stockMovementSchema>;
export type ProductTimeline = z.infer<typeof productTimelineSchema>;
export type ProductOption = z.infer<typeof productOptionSchema>;
