import { inventoryGroupInputSchema, inventoryGroupSchema } from '../../../catalogue/inventory-groups';
import type { RouteDefinition } from '../../route';

/** Adds an inventory group; JSON, or multipart form fields with the image as a file part (spec 7). */
export const createInventoryGroup = {
  method: 'POST',
  path: '/api/v1/user/inventory/create/group',
  handler: 'routes/groups/create-inventory-group',
  auth: 'user',
  permission: 'manage_books',
  body: inventoryGroupInputSchema,
  data: inventoryGroupSchema,
} as const satisfies RouteDefinition;
