import type { AccountingGroupInput } from '@app/shared/books/accounting-groups';
import type { InventoryGroupInput } from '@app/shared/catalogue/inventory-groups';
import { updateEitherGroup } from '@app/shared/api/routes/groups/update-group';
import { checkParent, parentNameOf } from '#lib/catalogue/group-parents';
import { imageFromRequest } from '#lib/catalogue/image-input';
import { CATALOGUE_WRITE } from '#lib/catalogue/write-options';
import { getAccountingGroup, updateAccountingGroup } from '#lib/db/accounting-groups';
import { GROUP_NOT_FOUND, getInventoryGroup, updateInventoryGroup } from '#lib/db/inventory-groups';
import { NotFoundError, ValidationError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';
import { presentAccountingGroup } from '#lib/presenters/accounting-group';
import { presentInventoryGroup } from '#lib/presenters/inventory-group';

/** A body of the other kind of group lacks the name field this kind needs. */
const nameMissing = (field: 'name' | 'inventory_group_name') =>
  new ValidationError('Group name is required', [{ field, message: 'Group name is required' }]);

/**
 * Replaces a group: an accounting group of the company when {id} is one (its own rules, see
 * updateAccountingGroup), otherwise an inventory group with what its drawer shows.
 */
export const handler = defineRoute(
  updateEitherGroup,
  CATALOGUE_WRITE,
  async ({ params, body, files, caller, membership }) => {
    const accounting = await getAccountingGroup(membership.company_id, params.id);
    if (accounting) {
      if (accounting.is_deleted) throw new NotFoundError(GROUP_NOT_FOUND);
      if ('inventory_group_name' in body) throw nameMissing('name');
      const group = await updateAccountingGroup(accounting, body satisfies AccountingGroupInput, caller.sub);
      return { message: 'Group updated successfully', data: presentAccountingGroup(group) };
    }
    const existing = await getInventoryGroup(membership.company_id, params.id);
    if (!existing) throw new NotFoundError(GROUP_NOT_FOUND);
    if (!('inventory_group_name' in body)) throw nameMissing('inventory_group_name');
    const input: InventoryGroupInput = body;
    await checkParent(membership.company_id, existing.group_id, input.parent);
    const image = await imageFromRequest({
      userId: caller.sub,
      purpose: 'group',
      files,
      key: input.image,
      current: existing.image_key,
    });
    const group = await updateInventoryGroup(existing, input, image);
    return {
      message: 'Group successfully updated! 🎉',
      data: await presentInventoryGroup(group, await parentNameOf(group)),
    };
  },
);
