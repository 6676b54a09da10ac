import * as z from '../../../zod';
import { idParams } from '../../ids';
import { billSchema } from '../../../bills/bill-record';
import { companyIdField } from '../../../catalogue/fields';
import type { RouteDefinition } from '../../route';

/** One bill with its draft, its matches to creditors and products, and a short-lived file address. */
export const getBill = {
  method: 'GET',
  path: '/api/v1/bills/{id}',
  handler: 'routes/bills/get-bill',
  auth: 'user',
  permission: 'manage_books',
  params: idParams,
  query: z.object({ company_id: companyIdField }),
  data: billSchema,
} as const satisfies RouteDefinition;
