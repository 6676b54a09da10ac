import { PRIMARY_GROUP, type InventoryGroup } from '@app/shared/catalogue/inventory-groups';
import type { InventoryGroupRecord } from '#lib/db/inventory-groups';
import { imageUrl } from '#lib/s3/images';

/** A stored group as the API returns it; `parent` is the parent's name, or 'Primary Group'. */
export async function presentInventoryGroup(
  group: InventoryGroupRecord,
  nameOf: (groupId: string) => string | undefined,
): Promise<InventoryGroup> {
  const { group_id, image_key, child_count: _children, ...fields } = group;
  return {
    ...fields,
    _id: group_id,
    parent: group.parent_id ? (nameOf(group.parent_id) ?? PRIMARY_GROUP) : PRIMARY_GROUP,
    image: await imageUrl(image_key),
    image_key,
  };
}
