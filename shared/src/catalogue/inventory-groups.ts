import * as z from '../zod';
import { companyIdField, descriptionText, imageField, nameText, optionalReference } from './fields';

/** Spec 3 and 9: a group without a parent sits under the 'Primary Group'. */
export const PRIMARY_GROUP = 'Primary Group';

/**
 * The inventory group drawer (spec 2.12, 5) and the body of POST /user/inventory/create/group and
 * PUT /user/update/group/{id}, as JSON or multipart form fields. `parent` is the parent group's
 * id; empty or 'Primary Group' puts the group at the top. An update replaces the group.
 */
export const inventoryGroupInputSchema = z.strictObject({
  company_id: companyIdField,
  inventory_group_name: nameText('Group name', 2),
  description: descriptionText,
  parent: z.pipe(
    optionalReference,
    z.transform((parent) => (parent === PRIMARY_GROUP ? null : parent)),
  ),
  image: imageField,
});

export type InventoryGroupInput = z.output<typeof inventoryGroupInputSchema>;
export type InventoryGroupFormValues = z.input<typeof inventoryGroupInputSchema>;

/** An inventory group as the API returns it: `parent` is the parent's name, or 'Primary Group'. */
export const inventoryGroupSchema = z.object({
  _id: z.string(),
  company_id: z.string(),
  inventory_group_name: z.string(),
  description: z.nullable(z.string()),
  image: z.nullable(z.string()),
  image_key: z.nullable(z.string()),
  parent: z.string(),
  parent_id: z.nullable(z.string()),
  stock_items_count: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** GET /user/inventory/view/all/groups: every group, for pickers. */
export const inventoryGroupOptionSchema = z.object({
  _id: z.string(),
  inventory_group_name: z.string(),
  parent_id: z.nullable(z.string()),
});

export type InventoryGroup = z.infer<typeof inventoryGroupSchema>;
export type InventoryGroupOption = z.infer<typeof inventoryGroupOptionSchema>;
