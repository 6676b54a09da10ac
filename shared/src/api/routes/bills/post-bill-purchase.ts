import * as z from '../../../zod';
import { idParams } from '../../ids';
import { billSchema } from '../../../bills/bill-record';
import { voucherInputSchema } from '../../../books/voucher-input';
import { voucherSchema } from '../../../books/voucher-docs';
import type { RouteDefinition } from '../../route';

/**
 * "Create purchase" on the review page: posts the reviewed purchase (or one entered by hand beside
 * a bill that was not read: failed or held, issue 31) through the voucher engine
 * (the same checks as POST /invoices/create/vouchar/tax, including the refusal of a supplier's bill
 * number already recorded) and marks the bill posted. Posting the same bill twice posts once.
 */
export const postBillPurchase = {
  method: 'POST',
  path: '/api/v1/bills/{id}/purchase',
  handler: 'routes/bills/post-bill-purchase',
  auth: 'user',
  permission: 'manage_books',
  params: idParams,
  body: voucherInputSchema,
  data: z.object({ bill: billSchema, voucher: voucherSchema }),
} as const satisfies RouteDefinition;
