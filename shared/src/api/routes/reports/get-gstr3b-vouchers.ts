import * as z from '../../../zod';
import { gstr3bVoucherSchema, gstr3bVouchersQuerySchema } from '../../../reports/gstr3b-docs';
import type { RouteDefinition } from '../../route';

/** Issue 33: the vouchers behind one GSTR-3B figure of a month or quarter, each with its share. */
export const getGstr3bVouchers = {
  method: 'GET',
  path: '/api/v1/reports/gstr3b/vouchers',
  handler: 'routes/reports/get-gstr3b-vouchers',
  auth: 'user',
  permission: 'reports',
  query: gstr3bVouchersQuerySchema,
  data: z.array(gstr3bVoucherSchema),
} as const satisfies RouteDefinition;
