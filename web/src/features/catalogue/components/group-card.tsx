import { Eye, Pencil, Trash2 } from 'lucide-react';
import type { InventoryGroup } from '@app/shared/catalogue/inventory-groups';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { indianDate } from '@/lib/format';
import { deleteText, NO_DESCRIPTION } from './delete-texts';
import { ItemAvatar } from './item-avatar';

/** Spec 2.10: name, description, Parent (default None), Created on, View Details, Edit, Delete. */
export function GroupCard({
  group,
  onView,
  onEdit,
  onDelete,
}: {
  group: InventoryGroup;
  onView: (group: InventoryGroup) => void;
  onEdit: (group: InventoryGroup) => void;
  onDelete: (group: InventoryGroup) => void;
}) {
  const name = group.inventory_group_name;
  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-row items-center gap-3">
        <ItemAvatar name={name} image={group.image} className="size-12" />
        <CardTitle className="min-w-0 text-base">
          <h3 className="truncate">{name}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p className="text-muted-foreground line-clamp-2 text-sm">{group.description ?? NO_DESCRIPTION}</p>
        <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Parent</dt>
          <dd className="truncate">{group.parent || 'None'}</dd>
          <dt className="text-muted-foreground">Created on</dt>
          <dd>{indianDate(group.created_at)}</dd>
        </dl>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" size="sm" aria-label={`View details of ${name}`} onClick={() => onView(group)}>
            <Eye /> View Details
          </Button>
          <Button variant="outline" size="sm" aria-label={`Edit ${name}`} onClick={() => onEdit(group)}>
            <Pencil /> Edit
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm" aria-label={`Delete ${name}`} className="text-destructive">
                <Trash2 /> Delete
              </Button>
            }
            title={`Delete ${name}?`}
            description={deleteText('group')}
            confirmLabel="Delete"
            onConfirm={() => onDelete(group)}
          />
        </div>
      </CardContent>
    </Card>
  );
}
