import { getInventoryGroup, listInventoryGroupRecords, type InventoryGroupRecord } from '#lib/db/inventory-groups';
import { ValidationError } from '#lib/errors';

const refuse = (message: string) => new ValidationError(message, [{ field: 'parent', message }]);

/**
 * A group's new parent must exist and must not be the group itself or one of its sub-groups,
 * which would cut the branch off the tree.
 */
export async function checkParent(companyId: string, groupId: string | null, parentId: string | null): Promise<void> {
  if (!parentId) return;
  if (parentId === groupId) throw refuse('A group cannot be its own parent');
  const groups = new Map((await listInventoryGroupRecords(companyId)).map((group) => [group.group_id, group]));
  if (!groups.has(parentId)) throw refuse('Parent group not found');
  for (let id: string | null = parentId; id; id = groups.get(id)?.parent_id ?? null) {
    if (id === groupId) throw refuse('A group cannot be moved under one of its own sub-groups');
  }
}

/** The name of one group's parent, for presenting it alone. */
export async function parentNameOf(group: InventoryGroupRecord): Promise<(id: string) => string | undefined> {
  const parent = group.parent_id ? await getInventoryGroup(group.company_id, group.parent_id) : undefined;
  return (id) => (parent?.group_id === id ? parent.inventory_group_name : undefined);
}
