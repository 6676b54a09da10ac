import type { AccountingGroup } from '@app/shared/books/accounting-groups';
import {
  listAccountingGroups,
  type ACCOUNTING_GROUP_SORT_FIELDS,
} from '@app/shared/api/routes/accounting/list-accounting-groups';
import { matchesAll, pageOf, searchTerms, sortRecords, type SortValue } from '#lib/catalogue/paging';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { listAccountingGroupRecords } from '#lib/db/accounting-groups';
import { nameKey } from '#lib/db/name-guards';
import { defineRoute } from '#lib/http/define-route';
import { groupNamesOf, presentAccountingGroup } from '#lib/presenters/accounting-group';

const SORT_VALUE: Record<(typeof ACCOUNTING_GROUP_SORT_FIELDS)[number], (group: AccountingGroup) => SortValue> = {
  name: (group) => group.name,
  created_at: (group) => group.created_at,
  parent: (group) => group.parent,
};

/**
 * The accounting groups page: live (or, with is_deleted=true, deleted) groups, searched by name,
 * alias and parent, filtered by parent name or id, sorted and paged. Primary groups sort last by parent.
 */
export const handler = defineRoute(listAccountingGroups, COMPANY_IN_QUERY, async ({ query, membership }) => {
  const groups = await listAccountingGroupRecords(membership.company_id);
  const nameOf = groupNamesOf(groups);
  const terms = searchTerms(query.search);
  const parent = query.parent;
  const matching = groups
    .filter((group) => group.is_deleted === query.is_deleted)
    .map((group) => presentAccountingGroup(group, nameOf))
    .filter(
      (group) =>
        (parent === undefined ||
          group.parent_id === parent ||
          (group.parent !== null && nameKey(group.parent) === nameKey(parent))) &&
        matchesAll(terms, [group.name, group.alias, group.parent]),
    );
  const sorted = sortRecords(matching, SORT_VALUE[query.sortField], query.sortOrder, (group) => group.created_at);
  const { items, meta } = pageOf(sorted, query);
  return { data: { docs: items, meta } };
});
