import { accountingGroupInputSchema, accountingGroupSchema } from '../../../books/accounting-groups';
import type { RouteDefinition } from '../../route';

/**
 * Adds an accounting group under an existing group of the company, with the parent's nature
 * (spec 7: payload not shown; designed in books/accounting-groups.ts). 409 for a name in use.
 */
export const createAccountingGroup = {
  method: 'POST',
  path: '/api/v1/user/accounting/create/group',
  handler: 'routes/accounting/create-accounting-group',
  auth: 'user',
  permission: 'manage_books',
  body: accountingGroupInputSchema,
  data: accountingGroupSchema,
} as const satisfies RouteDefinition;
