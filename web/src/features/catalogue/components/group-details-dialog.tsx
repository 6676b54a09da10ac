import type { InventoryGroup } from '@app/shared/catalogue/inventory-groups';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { indianDateTime } from '@/lib/format';
import { countOf, NO_DESCRIPTION } from './delete-texts';
import { ItemAvatar } from './item-avatar';

/** A group's details, from its card's View Details. */
export function GroupDetailsDialog({ group, onClose }: { group: InventoryGroup | null; onClose: () => void }) {
  return (
    <Dialog open={group !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {group && (
          <>
            <DialogHeader className="flex-row items-center gap-3">
              <ItemAvatar name={group.inventory_group_name} image={group.image} className="size-14" />
              <div>
                <DialogTitle>{group.inventory_group_name}</DialogTitle>
                <DialogDescription>{group.description ?? NO_DESCRIPTION}</DialogDescription>
              </div>
            </DialogHeader>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">Parent</dt>
              <dd>{group.parent || 'None'}</dd>
              <dt className="text-muted-foreground">Products</dt>
              <dd>{countOf(group.stock_items_count, 'product')}</dd>
              <dt className="text-muted-foreground">Created on</dt>
              <dd>{indianDateTime(group.created_at)}</dd>
              <dt className="text-muted-foreground">Last updated</dt>
              <dd>{indianDateTime(group.updated_at)}</dd>
            </dl>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
