import * as z from '../../../zod';
import { idParams } from '../../ids';
import { companyIdField } from '../../../catalogue/fields';
import type { RouteDefinition } from '../../route';

/**
 * Removes a group, either kind, as {id} says. An accounting group is marked deleted (its name freed)
 * unless it is a default or still has ledgers or sub-groups; an inventory group goes unless it
 * still has products or sub-groups (409 for each refusal).
 */
export const deleteGroup = {
  method: 'DELETE',
  path: '/api/v1/user/delete/group/{id}',
  handler: 'routes/groups/delete-group',
  auth: 'user',
  permission: 'manage_books',
  params: idParams,
  query: z.object({ company_id: companyIdField }),
  data: z.object({ _id: z.string() }),
} as const satisfies RouteDefinition;
