import type { Product } from '@app/shared/catalogue/product-docs';
import { formatRupees } from '@app/shared/money';
import { SortHeader } from '@/components/sort-header';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatQuantity } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { ProductSortField } from '../catalogue-search';
import { ItemAvatar } from './item-avatar';
import { ProductRowActions } from './product-row-actions';
import { STOCK_TONE } from './stock-tone';
import { SkeletonRows } from '@/components/skeleton-rows';

interface ProductsTableProps {
  products: Product[] | undefined;
  taxEnabled: boolean;
  sort: ProductSortField;
  order: 1 | -1;
  onSort: (field: ProductSortField, order: 1 | -1) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
  editingId: string | null;
}

/** Spec 2.10: the products table; skeleton rows while the first page loads. */
export function ProductsTable({
  products,
  taxEnabled,
  sort,
  order,
  onSort,
  onEdit,
  onDelete,
  editingId,
}: ProductsTableProps) {
  const columns = taxEnabled ? 7 : 6;
  return (
    <div className="bg-card rounded-lg border">
      <Table>
        <TableHeader>
          <TableRow>
            <SortHeader field="stock_item_name" label="Product Information" sort={sort} order={order} onSort={onSort} />
            {taxEnabled && (
              <SortHeader field="hsn_code" label="HSN/SAC Code" sort={sort} order={order} onSort={onSort} />
            )}
            <TableHead className="text-right">Opening Stock</TableHead>
            <TableHead className="text-right">Closing Stock QTY</TableHead>
            <TableHead className="text-right">Closing Stock Rate</TableHead>
            <TableHead className="text-right">Closing Stock Value</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {products === undefined ? (
            <SkeletonRows columns={columns} cellClass={(cell) => (cell === 0 ? 'h-10 w-48' : 'ml-auto h-4 w-20')} />
          ) : (
            products.map((product) => (
              <TableRow key={product._id}>
                <TableCell>
                  <div className="flex items-center gap-3">
                    <ItemAvatar name={product.stock_item_name} image={product.image} />
                    <div className="max-w-64 min-w-0">
                      <p className="truncate font-medium">{product.stock_item_name}</p>
                      <p className="text-muted-foreground truncate text-xs">
                        {product.description ?? product.category ?? ''}
                      </p>
                    </div>
                  </div>
                </TableCell>
                {taxEnabled && <TableCell>{product.hsn_code ?? '—'}</TableCell>}
                <TableCell className="text-right">{formatQuantity(product.opening_balance, product.unit)}</TableCell>
                <TableCell className={cn('text-right font-medium', STOCK_TONE[product.stock_status])}>
                  {formatQuantity(product.current_stock, product.unit)}
                </TableCell>
                <TableCell className="text-right">{formatRupees(product.closing_rate)}</TableCell>
                <TableCell className="text-right">{formatRupees(product.closing_value)}</TableCell>
                <TableCell className="text-right">
                  <ProductRowActions
                    product={product}
                    onEdit={onEdit}
                    onDelete={onDelete}
                    loading={editingId === product._id}
                  />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
