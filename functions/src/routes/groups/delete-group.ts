import { deleteGroup } from '@app/shared/api/routes/groups/delete-group';
import { COMPANY_IN_QUERY } from '#lib/catalogue/route-options';
import { GROUP_NOT_FOUND, deleteInventoryGroup, getInventoryGroup } from '#lib/db/inventory-groups';
import { NotFoundError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';

/** Deletes an inventory group with no products and no sub-groups (409 otherwise). */
export const handler = defineRoute(deleteGroup, COMPANY_IN_QUERY, async ({ params, membership }) => {
  const group = await getInventoryGroup(membership.company_id, params.id);
  if (!group) throw new NotFoundError(GROUP_NOT_FOUND);
  await deleteInventoryGroup(group);
  return { message: 'Group deleted successfully', data: { _id: group.group_id } };
});
