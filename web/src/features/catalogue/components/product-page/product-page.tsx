import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ProductDetails } from '@app/shared/catalogue/product-docs';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { StockStatusBadge } from '@/components/stock-status-badge';
import { Button } from '@/components/ui/button';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useDeleteProduct } from '../../api/delete-product';
import { CATALOGUE_MESSAGES } from '../../messages';
import { ItemAvatar } from '../item-avatar';
import { ProductDrawer } from '../product-drawer/product-drawer';
import { PRODUCT_DELETE_TEXT } from '../product-row-actions';
import { BatchesCard } from './batches-card';
import { ProductFacts } from './product-facts';
import { StockCards } from './stock-cards';
import { StockProgress } from './stock-progress';
import { StockTimeline } from './stock-timeline';

interface ProductPageProps {
  product: ProductDetails;
  companyId: string;
  taxEnabled: boolean;
  onBack: () => void;
  onDeleted: () => void;
}

/**
 * /products/{id} (001, 9): the item, its stock status and figures, its batches when it keeps them
 * (issue 18), and its movements.
 */
export function ProductPage({ product, companyId, taxEnabled, onBack, onDeleted }: ProductPageProps) {
  const [editing, setEditing] = useState(false);
  const deletion = useDeleteProduct(companyId);
  const remove = () =>
    deletion.mutate(product._id, {
      onSuccess: () => {
        notify.success(CATALOGUE_MESSAGES.productDeleted);
        onDeleted();
      },
      onError: (error) => notify.error(failureMessage(error)),
    });

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={onBack}>
          <ArrowLeft /> Back
        </Button>
        <div className="ml-auto flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil /> Edit
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm" className="text-destructive" disabled={deletion.isPending}>
                <Trash2 /> Delete
              </Button>
            }
            title={`Delete ${product.stock_item_name}?`}
            description={PRODUCT_DELETE_TEXT}
            confirmLabel="Delete"
            onConfirm={remove}
          />
        </div>
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <ItemAvatar name={product.stock_item_name} image={product.image} className="size-20 rounded-xl text-lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold break-words">{product.stock_item_name}</h1>
            <StockStatusBadge status={product.stock_status} />
          </div>
          {product.alias_name && <p className="text-muted-foreground text-sm">Also known as {product.alias_name}</p>}
          {product.description && <p className="mt-1 max-w-3xl text-sm">{product.description}</p>}
        </div>
      </div>
      <StockCards product={product} />
      {product.batch_tracked && <BatchesCard companyId={companyId} productId={product._id} unit={product.unit} />}
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <ProductFacts product={product} taxEnabled={taxEnabled} />
        <StockProgress product={product} />
      </div>
      <StockTimeline companyId={companyId} productId={product._id} />
      <ProductDrawer
        open={editing}
        onOpenChange={setEditing}
        companyId={companyId}
        taxEnabled={taxEnabled}
        product={product}
      />
    </div>
  );
}
