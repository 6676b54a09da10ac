import { deleteGroup } from '@app/shared/api/routes/groups/delete-group';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { deleteAccountingGroup, getAccountingGroup } from '#lib/db/accounting-groups';
import { GROUP_NOT_FOUND, deleteInventoryGroup, getInventoryGroup } from '#lib/db/inventory-groups';
import { NotFoundError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';

/**
 * Deletes a group: an accounting group of the company when {id} is one (marked deleted; refused for
 * defaults and while it has ledgers or sub-groups), otherwise an inventory group with no products
 * and no sub-groups (409 otherwise).
 */
export const handler = defineRoute(deleteGroup, COMPANY_IN_QUERY, async ({ params, caller, membership }) => {
  const accounting = await getAccountingGroup(membership.company_id, params.id);
  if (accounting) {
    if (accounting.is_deleted) throw new NotFoundError(GROUP_NOT_FOUND);
    await deleteAccountingGroup(accounting, caller.sub);
    return { message: 'Group deleted successfully', data: { _id: accounting._id } };
  }
  const group = await getInventoryGroup(membership.company_id, params.id);
  if (!group) throw new NotFoundError(GROUP_NOT_FOUND);
  await deleteInventoryGroup(group);
  return { message: 'Group deleted successfully', data: { _id: group.group_id } };
});
