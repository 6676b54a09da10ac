import { updateGroup } from '@app/shared/api/routes/groups/update-group';
import { checkParent, parentNameOf } from '#lib/catalogue/group-parents';
import { imageFromRequest } from '#lib/catalogue/image-input';
import { CATALOGUE_WRITE } from '#lib/catalogue/write-options';
import { GROUP_NOT_FOUND, getInventoryGroup, updateInventoryGroup } from '#lib/db/inventory-groups';
import { NotFoundError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';
import { presentInventoryGroup } from '#lib/presenters/inventory-group';

/** Replaces an inventory group with what the drawer shows. */
export const handler = defineRoute(
  updateGroup,
  CATALOGUE_WRITE,
  async ({ params, body, files, caller, membership }) => {
    const existing = await getInventoryGroup(membership.company_id, params.id);
    if (!existing) throw new NotFoundError(GROUP_NOT_FOUND);
    await checkParent(membership.company_id, existing.group_id, body.parent);
    const image = await imageFromRequest({
      userId: caller.sub,
      purpose: 'group',
      files,
      key: body.image,
      current: existing.image_key,
    });
    const group = await updateInventoryGroup(existing, body, image);
    return {
      message: 'Group successfully updated! 🎉',
      data: await presentInventoryGroup(group, await parentNameOf(group)),
    };
  },
);
