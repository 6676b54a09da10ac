import * as z from '../../../zod';
import { inventoryGroupInputSchema, inventoryGroupSchema } from '../../../catalogue/inventory-groups';
import type { RouteDefinition } from '../../route';

/** Replaces an inventory group with what the drawer shows (JSON or multipart, like create). */
export const updateGroup = {
  method: 'PUT',
  path: '/api/v1/user/update/group/{id}',
  handler: 'routes/groups/update-group',
  auth: 'user',
  params: z.object({ id: z.string() }),
  body: inventoryGroupInputSchema,
  data: inventoryGroupSchema,
} as const satisfies RouteDefinition;
