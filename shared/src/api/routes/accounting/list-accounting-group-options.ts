import * as z from '../../../zod';
import { accountingGroupOptionSchema } from '../../../books/accounting-groups';
import { companyIdField } from '../../../catalogue/fields';
import type { RouteDefinition } from '../../route';

/** Every live accounting group of the company by name, for the ledger and group forms' pickers. */
export const listAccountingGroupOptions = {
  method: 'GET',
  path: '/api/v1/user/accounting/view/all/groups',
  handler: 'routes/accounting/list-accounting-group-options',
  auth: 'user',
  permission: 'view',
  query: z.object({ company_id: companyIdField }),
  data: z.array(accountingGroupOptionSchema),
} as const satisfies RouteDefinition;
