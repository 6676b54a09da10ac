import * as z from '../../../zod';
import { companyIdField } from '../../../catalogue/fields';
import { ledgerOptionSchema } from '../../../books/ledger-docs';
import type { RouteDefinition } from '../../route';

/** Every ledger of the company that is not deleted, by name, for pickers. */
export const listAllLedgers = {
  method: 'GET',
  path: '/api/v1/ledger/view/all/ledgers',
  handler: 'routes/ledger/list-all-ledgers',
  auth: 'user',
  permission: 'view',
  query: z.object({ company_id: companyIdField }),
  data: z.array(ledgerOptionSchema),
} as const satisfies RouteDefinition;
