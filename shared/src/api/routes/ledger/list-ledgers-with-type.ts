import * as z from '../../../zod';
import { companyIdField } from '../../../catalogue/fields';
import { ledgerOptionSchema } from '../../../books/ledger-docs';
import type { RouteDefinition } from '../../route';

/** The ledgers of one group (`type`, e.g. Debtors), by name: an invoice's party picker. */
export const listLedgersWithType = {
  method: 'GET',
  path: '/api/v1/ledger/view/ledgers/with/type',
  handler: 'routes/ledger/list-ledgers-with-type',
  auth: 'user',
  permission: 'view',
  query: z.object({
    company_id: companyIdField,
    type: z.string({ error: 'type is required' }).check(z.trim(), z.minLength(1, 'type is required'), z.maxLength(100)),
  }),
  data: z.array(ledgerOptionSchema),
} as const satisfies RouteDefinition;
