import { Link } from '@tanstack/react-router';
import { Eye, Loader2, Pencil } from 'lucide-react';
import type { Product } from '@app/shared/catalogue/product-docs';
import { ConfirmDeleteButton } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';

/** Spec 2.10: the delete confirmation's words. */
export const PRODUCT_DELETE_TEXT =
  'This action cannot be undone. The product will be permanently removed from your inventory.';

/** View opens the product page; edit loads the product into the drawer; delete asks first. */
export function ProductRowActions({
  product,
  onEdit,
  onDelete,
  loading,
}: {
  product: Product;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  loading: boolean;
}) {
  const name = product.stock_item_name;
  return (
    <div className="flex justify-end gap-1">
      <Button asChild variant="ghost" size="icon" aria-label={`View ${name}`}>
        <Link to="/products/$id" params={{ id: product._id }}>
          <Eye />
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Edit ${name}`}
        disabled={loading}
        onClick={() => onEdit(product)}
      >
        {loading ? <Loader2 className="animate-spin" /> : <Pencil />}
      </Button>
      <ConfirmDeleteButton name={name} description={PRODUCT_DELETE_TEXT} onConfirm={() => onDelete(product)} />
    </div>
  );
}
