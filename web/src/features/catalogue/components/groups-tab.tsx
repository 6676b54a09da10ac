import { useState } from 'react';
import type { InventoryGroup } from '@app/shared/catalogue/inventory-groups';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useDeleteGroup } from '../api/delete-group';
import { useInventoryGroups } from '../api/list-inventory-groups';
import type { CatalogueSearch } from '../catalogue-search';
import { CATALOGUE_MESSAGES } from '../messages';
import { CardList } from './card-list';
import { GroupCard } from './group-card';
import { GroupDetailsDialog } from './group-details-dialog';

interface GroupsTabProps {
  companyId: string | undefined;
  search: CatalogueSearch;
  onPageChange: (page: number) => void;
  onAdd: () => void;
  onEdit: (group: InventoryGroup) => void;
}

/** Spec 2.10: the inventory groups as cards. */
export function GroupsTab({ companyId, search, onPageChange, onAdd, onEdit }: GroupsTabProps) {
  const deletion = useDeleteGroup(companyId ?? '');
  const [viewing, setViewing] = useState<InventoryGroup | null>(null);
  const confirmDelete = (group: InventoryGroup) =>
    deletion.mutate(group._id, {
      onSuccess: () => notify.success(CATALOGUE_MESSAGES.groupDeleted),
      onError: (error) => notify.error(failureMessage(error)),
    });
  return (
    <CardList
      query={useInventoryGroups(companyId, search)}
      search={search}
      onPageChange={onPageChange}
      onAdd={onAdd}
      noun="groups"
      addFirstLabel="Add First Group"
      emptyText="Groups gather items the way your books report them."
      card={(group) => (
        <GroupCard key={group._id} group={group} onView={setViewing} onEdit={onEdit} onDelete={confirmDelete} />
      )}
    >
      <GroupDetailsDialog group={viewing} onClose={() => setViewing(null)} />
    </CardList>
  );
}
