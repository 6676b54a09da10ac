import * as z from '../../../zod';
import { idParams } from '../../ids';
import { accountingGroupInputSchema, accountingGroupSchema } from '../../../books/accounting-groups';
import { inventoryGroupInputSchema, inventoryGroupSchema } from '../../../catalogue/inventory-groups';
import type { RouteDefinition } from '../../route';

/** An inventory group's body names it `inventory_group_name`; an accounting group's says `name`. */
export const isInventoryGroupBody = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'inventory_group_name' in body;

/**
 * Either kind of group's body. When neither fits, the message is the first problem of the kind the
 * body looks like ('Group name is required'), not zod's bare "Invalid input" for a union.
 */
const groupUpdateBodySchema = z.union([inventoryGroupInputSchema, accountingGroupInputSchema], {
  error: (issue) => {
    const [inventory, accounting] = issue.errors;
    return (isInventoryGroupBody(issue.input) ? inventory : accounting)?.[0]?.message;
  },
});

/**
 * Replaces a group, either kind, as {id} says: an accounting group of the company (body: company_id,
 * name, parent_id, alias, description; default groups answer 409) or else an inventory group (what
 * its drawer shows, JSON or multipart like create). `data` here is what the catalogue's drawer reads,
 * an inventory group; for an accounting group the answer is the accounting group
 * (accounting/update-accounting-group.ts describes that call, `updateEitherGroup` the handler).
 */
export const updateGroup = {
  method: 'PUT',
  path: '/api/v1/user/update/group/{id}',
  handler: 'routes/groups/update-group',
  auth: 'user',
  permission: 'manage_books',
  params: idParams,
  body: groupUpdateBodySchema,
  data: inventoryGroupSchema,
} as const satisfies RouteDefinition;

/** What the handler answers: the group it replaced, of whichever kind {id} is. */
export const updateEitherGroup = {
  ...updateGroup,
  data: z.union([inventoryGroupSchema, accountingGroupSchema]),
} as const satisfies RouteDefinition;
