import { listInventoryGroupOptions } from '@app/shared/api/routes/groups/list-inventory-group-options';
import { sortRecords } from '#lib/catalogue/paging';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { listInventoryGroupRecords } from '#lib/db/inventory-groups';
import { defineRoute } from '#lib/http/define-route';

/** Every inventory group of the company by name, for pickers. */
export const handler = defineRoute(listInventoryGroupOptions, COMPANY_IN_QUERY, async ({ membership }) => {
  const groups = await listInventoryGroupRecords(membership.company_id);
  const sorted = sortRecords(
    groups,
    (group) => group.inventory_group_name,
    1,
    (group) => group.created_at,
  );
  return {
    data: sorted.map((group) => ({
      _id: group.group_id,
      inventory_group_name: group.inventory_group_name,
      parent_id: group.parent_id,
    })),
  };
});
