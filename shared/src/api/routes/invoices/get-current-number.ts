import * as z from '../../../zod';
import { companyIdField } from '../../../catalogue/fields';
import { VOUCHER_TYPES } from '../../../books/voucher-types';
import type { RouteDefinition } from '../../route';

/**
 * The number the next voucher of a type will get (spec 7 reads current_number). The spec makes
 * company_id optional; without it the caller's current company is used.
 */
export const getCurrentNumber = {
  method: 'GET',
  path: '/api/v1/invoices/serial-number/get/current/{voucher_type}',
  handler: 'routes/invoices/get-current-number',
  auth: 'user',
  params: z.object({ voucher_type: z.string().check(z.maxLength(20)) }),
  query: z.object({ company_id: z.optional(companyIdField) }),
  data: z.object({ current_number: z.string(), voucher_type: z.enum(VOUCHER_TYPES) }),
} as const satisfies RouteDefinition;
