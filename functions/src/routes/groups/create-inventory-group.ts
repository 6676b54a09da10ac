import { createInventoryGroup } from '@app/shared/api/routes/groups/create-inventory-group';
import { checkParent, parentNameOf } from '#lib/catalogue/group-parents';
import { imageFromRequest } from '#lib/catalogue/image-input';
import { CATALOGUE_WRITE } from '#lib/catalogue/write-options';
import { createInventoryGroup as saveGroup } from '#lib/db/inventory-groups';
import { defineRoute } from '#lib/http/define-route';
import { presentInventoryGroup } from '#lib/presenters/inventory-group';

/** A new inventory group, at the top or under a parent group. */
export const handler = defineRoute(
  createInventoryGroup,
  CATALOGUE_WRITE,
  async ({ body, files, caller, membership }) => {
    await checkParent(membership.company_id, null, body.parent);
    const image = await imageFromRequest({ userId: caller.sub, purpose: 'group', files, key: body.image });
    const group = await saveGroup(membership.company_id, body, image);
    return {
      statusCode: 201,
      message: 'Group successfully created! 🎉',
      data: await presentInventoryGroup(group, await parentNameOf(group)),
    };
  },
);
