import { useState } from 'react';
import { PackageOpen, Plus } from 'lucide-react';
import type { InventoryGroup } from '@app/shared/catalogue/inventory-groups';
import { EmptyState } from '@/components/empty-state';
import { ListError } from '@/components/list-error';
import { ListFooter } from '@/components/list-footer';
import { Button } from '@/components/ui/button';
import { usePageInRange } from '@/hooks/use-page-in-range';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useDeleteGroup } from '../api/delete-group';
import { useInventoryGroups } from '../api/list-inventory-groups';
import type { CatalogueSearch } from '../catalogue-search';
import { CATALOGUE_MESSAGES } from '../messages';
import { CardGridSkeleton } from './card-grid-skeleton';
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
  const query = useInventoryGroups(companyId, search);
  const deletion = useDeleteGroup(companyId ?? '');
  const [viewing, setViewing] = useState<InventoryGroup | null>(null);
  const { data } = query;
  usePageInRange(data?.meta, data?.docs.length, search.page, search.size, onPageChange);
  const confirmDelete = (group: InventoryGroup) =>
    deletion.mutate(group._id, {
      onSuccess: () => notify.success(CATALOGUE_MESSAGES.groupDeleted),
      onError: (error) => notify.error(failureMessage(error)),
    });

  if (query.isError && !data) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isLoading) return <CardGridSkeleton />;
  if (!data || data.meta.total === 0) {
    return (
      <EmptyState
        icon={PackageOpen}
        title="No groups found"
        text={search.search ? 'Nothing matches your search.' : 'Groups gather items the way your books report them.'}
      >
        <Button onClick={onAdd}>
          <Plus /> Add First Group
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {data.docs.map((group) => (
          <GroupCard key={group._id} group={group} onView={setViewing} onEdit={onEdit} onDelete={confirmDelete} />
        ))}
      </div>
      <ListFooter
        page={search.page}
        size={search.size}
        total={data.meta.total}
        noun="groups"
        onPageChange={onPageChange}
      />
      <GroupDetailsDialog group={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
