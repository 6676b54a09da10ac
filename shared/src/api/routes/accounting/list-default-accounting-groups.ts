import * as z from '../../../zod';
import { defaultAccountingGroupSchema } from '../../../books/accounting-groups';
import type { RouteDefinition } from '../../route';

/** The groups every new company starts with, in the order of books/default-books.ts; no company needed. */
export const listDefaultAccountingGroups = {
  method: 'GET',
  path: '/api/v1/user/view/default/accounting/groups',
  handler: 'routes/accounting/list-default-accounting-groups',
  auth: 'user',
  data: z.array(defaultAccountingGroupSchema),
} as const satisfies RouteDefinition;
