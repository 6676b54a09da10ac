import * as z from '../../../zod';
import { endingEwayBillSchema } from '../../../einvoice/eway-docs';
import type { RouteDefinition } from '../../route';
import { companyQuery } from '../invoices/voucher-params';

/** Issue 36: the company's e-way bills whose validity ends within the next 12 hours, soonest first. */
export const listEndingEwayBills = {
  method: 'GET',
  path: '/api/v1/einvoice/eway-bills/ending',
  handler: 'routes/einvoice/list-ending-eway-bills',
  auth: 'user',
  permission: 'view',
  query: companyQuery,
  data: z.array(endingEwayBillSchema),
} as const satisfies RouteDefinition;
