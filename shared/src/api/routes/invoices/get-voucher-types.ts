import * as z from '../../../zod';
import type { RouteDefinition } from '../../route';
import { companyQuery } from './voucher-params';
import { voucherTypeSchema } from './voucher-type-docs';

/** The company's voucher types: Sales, Purchase, Receipt and Payment. */
export const getVoucherTypes = {
  method: 'GET',
  path: '/api/v1/invoices/get/all/vouchar/type',
  handler: 'routes/invoices/get-voucher-types',
  auth: 'user',
  permission: 'view',
  query: companyQuery,
  data: z.array(voucherTypeSchema),
} as const satisfies RouteDefinition;
