import { Link } from '@tanstack/react-router';
import type { Product } from '@app/shared/catalogue/product-docs';
import { formatRupees } from '@app/shared/money';
import { CardLine, RecordCard, RecordCards } from '@/components/record-cards';
import { formatQuantity } from '@/lib/format';
import { cn } from '@/lib/utils';
import { ItemAvatar } from './item-avatar';
import { ProductRowActions } from './product-row-actions';
import { STOCK_TONE } from './stock-tone';

/**
 * The products list on a phone: per product its avatar, name (opening the product), HSN code, the
 * stock in hand and its value, and the row's buttons. Opening stock and closing rate stay on the
 * table (the product page has them).
 */
export function ProductCards({
  products,
  taxEnabled,
  onEdit,
  onDelete,
  editingId,
}: {
  /** undefined while the first page loads. */
  products: Product[] | undefined;
  taxEnabled: boolean;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  editingId: string | null;
}) {
  return (
    <RecordCards label="Products" items={products}>
      {(product) => (
        <RecordCard
          key={product._id}
          leading={<ItemAvatar name={product.stock_item_name} image={product.image} />}
          title={
            <Link to="/products/$id" params={{ id: product._id }} className="hover:underline">
              {product.stock_item_name}
            </Link>
          }
          amount={
            <span className={cn(STOCK_TONE[product.stock_status])}>
              {formatQuantity(product.current_stock, product.unit)}
            </span>
          }
        >
          <CardLine>
            {taxEnabled && `HSN ${product.hsn_code ?? '—'} · `}
            Value {formatRupees(product.closing_value)}
          </CardLine>
          <div className="-mr-2 -mb-1">
            <ProductRowActions
              product={product}
              onEdit={onEdit}
              onDelete={onDelete}
              loading={editingId === product._id}
            />
          </div>
        </RecordCard>
      )}
    </RecordCards>
  );
}
