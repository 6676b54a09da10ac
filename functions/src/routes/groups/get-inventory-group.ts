import { getInventoryGroup } from '@app/shared/api/routes/groups/get-inventory-group';
import { parentNameOf } from '#lib/catalogue/group-parents';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { GROUP_NOT_FOUND, getInventoryGroup as findGroup } from '#lib/db/inventory-groups';
import { NotFoundError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';
import { presentInventoryGroup } from '#lib/presenters/inventory-group';

/** One inventory group. */
export const handler = defineRoute(getInventoryGroup, COMPANY_IN_QUERY, async ({ params, membership }) => {
  const group = await findGroup(membership.company_id, params.id);
  if (!group) throw new NotFoundError(GROUP_NOT_FOUND);
  return { data: [await presentInventoryGroup(group, await parentNameOf(group))] };
});
