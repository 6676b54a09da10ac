import * as z from '../../../zod';
import { billMailSettingsSchema } from '../../../bills/bill-record';
import { companyIdField } from '../../../catalogue/fields';
import type { RouteDefinition } from '../../route';

/** The company's inbound bill address and its allowed senders (the address is made on first ask). */
export const getBillMailSettings = {
  method: 'GET',
  path: '/api/v1/bills/mail/settings',
  handler: 'routes/bills/get-bill-mail-settings',
  auth: 'user',
  permission: 'manage_books',
  query: z.object({ company_id: companyIdField }),
  data: billMailSettingsSchema,
} as const satisfies RouteDefinition;
