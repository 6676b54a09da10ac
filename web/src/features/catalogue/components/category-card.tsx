import { Package, Pencil, Trash2 } from 'lucide-react';
import type { Category } from '@app/shared/catalogue/categories';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { countOf, deleteText, NO_DESCRIPTION } from './delete-texts';
import { ItemAvatar } from './item-avatar';

/** Spec 2.10: image or initials, name, description, product count, Edit and Delete. */
export function CategoryCard({
  category,
  onEdit,
  onDelete,
}: {
  category: Category;
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
}) {
  const name = category.category_name;
  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-row items-center gap-3">
        <ItemAvatar name={name} image={category.image} className="size-12" />
        <div className="min-w-0">
          <CardTitle className="truncate text-base">
            <h3 className="truncate">{name}</h3>
          </CardTitle>
          <p className="text-muted-foreground flex items-center gap-1 text-xs">
            <Package className="size-3.5" /> {countOf(category.stock_items_count, 'product')}
          </p>
        </div>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p className="text-muted-foreground line-clamp-2 flex-1 text-sm">{category.description ?? NO_DESCRIPTION}</p>
        <div className="flex justify-end gap-2">
          <Button variant="outline" size="sm" aria-label={`Edit ${name}`} onClick={() => onEdit(category)}>
            <Pencil /> Edit
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm" aria-label={`Delete ${name}`} className="text-destructive">
                <Trash2 /> Delete
              </Button>
            }
            title={`Delete ${name}?`}
            description={deleteText('category')}
            confirmLabel="Delete"
            onConfirm={() => onDelete(category)}
          />
        </div>
      </CardContent>
    </Card>
  );
}
