import * as z from '../../../zod';
import { billMailSettingsSchema } from '../../../bills/bill-record';
import { companyIdField } from '../../../catalogue/fields';
import type { RouteDefinition } from '../../route';

/**
 * Gives the company a new bill address (owner only); mail to the old one is ignored from then on.
 * Answers with the settings, the new address in them.
 */
export const regenerateBillMailAddress = {
  method: 'POST',
  path: '/api/v1/bills/mail/address',
  handler: 'routes/bills/regenerate-bill-mail-address',
  auth: 'user',
  permission: 'bill_address',
  body: z.object({ company_id: companyIdField }),
  data: billMailSettingsSchema,
} as const satisfies RouteDefinition;
