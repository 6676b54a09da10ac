import type { AccountingGroup, AccountingGroupOption } from '@app/shared/books/accounting-groups';
import type { AccountingGroupRecord } from '#lib/db/accounting-groups';

/** A group's name by id, so a parent renamed since shows its current name. */
export type GroupNames = (groupId: string) => string | undefined;

export const groupNamesOf = (groups: AccountingGroupRecord[]): GroupNames => {
  const names = new Map(groups.map((group) => [group._id, group.name]));
  return (groupId) => names.get(groupId);
};

const parentName = (group: AccountingGroupRecord, nameOf: GroupNames) =>
  group.parent_id ? (nameOf(group.parent_id) ?? group.parent) : null;

/**
 * A stored group as the API returns it; the counters stay inside (see AccountingGroupRecord).
 * Without `nameOf` the parent's name is the one stored with the group, current right after a write.
 */
export function presentAccountingGroup(
  group: AccountingGroupRecord,
  nameOf: GroupNames = () => undefined,
): AccountingGroup {
  return {
    _id: group._id,
    company_id: group.company_id,
    name: group.name,
    alias: group.alias,
    description: group.description ?? null,
    parent: parentName(group, nameOf),
    parent_id: group.parent_id,
    nature: group.nature,
    is_default: group.is_default,
    is_deleted: group.is_deleted,
    created_at: group.created_at,
    updated_at: group.updated_at ?? group.created_at,
  };
}

export const presentAccountingGroupOption = (
  group: AccountingGroupRecord,
  nameOf: GroupNames,
): AccountingGroupOption => ({
  _id: group._id,
  name: group.name,
  alias: group.alias,
  parent: parentName(group, nameOf),
  parent_id: group.parent_id,
  nature: group.nature,
});
