import * as z from '../../../zod';
import { billAllowanceSchema } from '../../../bills/bill-reading';
import { companyIdField } from '../../../catalogue/fields';
import type { RouteDefinition } from '../../route';

/**
 * Issue 31: the company owner's pages of bill reading this month: allowed by the plan (or trial),
 * used by all their companies, left, and why none are read when none are.
 */
export const getBillAllowance = {
  method: 'GET',
  path: '/api/v1/bills/allowance',
  handler: 'routes/bills/get-bill-allowance',
  auth: 'user',
  permission: 'manage_books',
  query: z.object({ company_id: companyIdField }),
  data: billAllowanceSchema,
} as const satisfies RouteDefinition;
