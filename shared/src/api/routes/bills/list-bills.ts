import * as z from '../../../zod';
import { BILL_STATUSES, billSchema } from '../../../bills/bill-record';
import { companyIdField } from '../../../catalogue/fields';
import type { RouteDefinition } from '../../route';

export const BILL_LIST_LIMIT = 100;

/** The company's bills, newest first (the latest 100), optionally of one state. */
export const listBills = {
  method: 'GET',
  path: '/api/v1/bills',
  handler: 'routes/bills/list-bills',
  auth: 'user',
  permission: 'manage_books',
  query: z.object({
    company_id: companyIdField,
    status: z.optional(z.enum(BILL_STATUSES)),
  }),
  data: z.array(billSchema),
} as const satisfies RouteDefinition;
