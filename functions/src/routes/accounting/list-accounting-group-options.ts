import { listAccountingGroupOptions } from '@app/shared/api/routes/accounting/list-accounting-group-options';
import { sortRecords } from '#lib/catalogue/paging';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { listLiveAccountingGroups } from '#lib/db/accounting-groups';
import { defineRoute } from '#lib/http/define-route';
import { groupNamesOf, presentAccountingGroupOption } from '#lib/presenters/accounting-group';

/** Every live accounting group of the company by name, for pickers. */
export const handler = defineRoute(listAccountingGroupOptions, COMPANY_IN_QUERY, async ({ membership }) => {
  const groups = await listLiveAccountingGroups(membership.company_id);
  const nameOf = groupNamesOf(groups);
  const sorted = sortRecords(
    groups,
    (group) => group.name,
    1,
    (group) => group.created_at,
  );
  return { data: sorted.map((group) => presentAccountingGroupOption(group, nameOf)) };
});
