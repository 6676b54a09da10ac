import * as z from '../zod';

/** A product's batch as the API returns it: units, rupees, its status against the alert window. */
export const batchSchema = z.object({
  batch_number: z.string(),
  expiry: z.string(),
  mfg: z.nullable(z.string()),
  mrp: z.nullable(z.number()),
  quantity: z.number(),
  status: z.enum(['expired', 'expiring', 'ok']),
  days_to_expiry: z.int(),
});

/** A batch on the Expiring tab: the batch with its product. */
export const expiringBatchSchema = z.extend(batchSchema, {
  product_id: z.string(),
  stock_item_name: z.string(),
  unit: z.string(),
});

export type Batch = z.infer<typeof batchSchema>;
export type ExpiringBatch = z.infer<typeof expiringBatchSchema>;
