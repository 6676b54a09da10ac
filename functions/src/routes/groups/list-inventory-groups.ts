import { PRIMARY_GROUP } from '@app/shared/catalogue/inventory-groups';
import {
  listInventoryGroups,
  type INVENTORY_GROUP_SORT_FIELDS,
} from '@app/shared/api/routes/groups/list-inventory-groups';
import { matchesAll, pageOf, searchTerms, sortRecords } from '#lib/catalogue/paging';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { listInventoryGroupRecords, type InventoryGroupRecord } from '#lib/db/inventory-groups';
import { defineRoute } from '#lib/http/define-route';
import { presentInventoryGroup } from '#lib/presenters/inventory-group';

const SORT_VALUE: Record<
  (typeof INVENTORY_GROUP_SORT_FIELDS)[number],
  (group: InventoryGroupRecord) => string | number
> = {
  created_at: (group) => group.created_at,
  inventory_group_name: (group) => group.inventory_group_name,
  stock_items_count: (group) => group.stock_items_count,
};

/** The catalogue's Groups tab: search (name, description), parent filter, sort and page. */
export const handler = defineRoute(listInventoryGroups, COMPANY_IN_QUERY, async ({ query, membership }) => {
  const groups = await listInventoryGroupRecords(membership.company_id);
  const names = new Map(groups.map((group) => [group.group_id, group.inventory_group_name]));
  const parent = query.parent === PRIMARY_GROUP ? null : query.parent;
  const terms = searchTerms(query.search);
  const matching = groups.filter(
    (group) =>
      (parent === undefined || group.parent_id === parent) &&
      matchesAll(terms, [group.inventory_group_name, group.description]),
  );
  const sorted = sortRecords(matching, SORT_VALUE[query.sortField], query.sortOrder, (group) => group.created_at);
  const { items, meta } = pageOf(sorted, query);
  const docs = await Promise.all(items.map((group) => presentInventoryGroup(group, (id) => names.get(id))));
  return { data: { docs, meta } };
});
