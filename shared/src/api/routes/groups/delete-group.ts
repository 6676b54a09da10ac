import * as z from '../../../zod';
import { companyIdField } from '../../../catalogue/fields';
import type { RouteDefinition } from '../../route';

/** Removes an inventory group that has no products and no sub-groups (409 otherwise). */
export const deleteGroup = {
  method: 'DELETE',
  path: '/api/v1/user/delete/group/{id}',
  handler: 'routes/groups/delete-group',
  auth: 'user',
  params: z.object({ id: z.string() }),
  query: z.object({ company_id: companyIdField }),
  data: z.object({ _id: z.string() }),
} as const satisfies RouteDefinition;
