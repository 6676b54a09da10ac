import * as z from '../zod';
import { filterParam, listMetaSchema, listQuerySchema, pagedList } from './list-query';
import { productDetailsSchema } from './product-docs';
import { INVENTORY_SORT_FIELDS } from '../lists';

/**
 * Spec 3 'Inventory stats': how many products are in each stock status, and the company's sales
 * and purchase values (taxable, all time, rupees). The screen's zero-stock card shows negative +
 * zero.
 */
export const inventoryStatsSchema = z.object({
  negative_stock: z.int(),
  zero_stock: z.int(),
  low_stock: z.int(),
  positive_stock: z.int(),
  sale_value: z.number(),
  purchase_value: z.number(),
});

/**
 * The inventory tabs' filter (spec 2: All, Zero, Low, Available map to none, zero, low, positive).
 * 'zero' also takes negative stock, as the Zero Stock card counts it.
 */
export const INVENTORY_STOCK_FILTERS = ['zero', 'negative', 'low', 'positive'] as const;

export const inventoryItemsQuerySchema = listQuerySchema(INVENTORY_SORT_FIELDS, {
  category: filterParam,
  group: filterParam,
  stock_status: z.pipe(
    filterParam,
    z.transform((value, ctx) => {
      if (value === undefined || (INVENTORY_STOCK_FILTERS as readonly string[]).includes(value)) {
        return value as (typeof INVENTORY_STOCK_FILTERS)[number] | undefined;
      }
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: `stock_status must be one of: all, ${INVENTORY_STOCK_FILTERS.join(', ')}`,
      });
      return undefined;
    }),
  ),
});

/** A page of stock items (spec 3 'Stock item': the product with its averages and status). */
export const inventoryItemsSchema = pagedList(productDetailsSchema, listMetaSchema);

export type InventoryStats = z.infer<typeof inventoryStatsSchema>;
export type InventoryItemsQuery = z.input<typeof inventoryItemsQuerySchema>;
export type InventoryItems = z.infer<typeof inventoryItemsSchema>;
