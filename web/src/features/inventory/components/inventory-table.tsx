import type { ProductDetails } from '@app/shared/catalogue/product-docs';
import { SkeletonRows } from '@/components/skeleton-rows';
import { SortHeader, type SortState } from '@/components/sort-header';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useExpandedRows } from '@/hooks/use-expanded-rows';
import type { InventorySortField } from '../inventory-search';
import { InventoryRow } from './inventory-row';

const COLUMNS = 6;

interface InventoryTableProps extends SortState<InventorySortField> {
  /** undefined while the first page loads (skeleton rows). */
  items: ProductDetails[] | undefined;
  taxEnabled: boolean;
}

/**
 * Spec 2: the stock items, sortable by name, current stock and last restock date; a row opens to
 * show its product details (several can be open at once).
 */
export function InventoryTable({ items, taxEnabled, sort, order, onSort }: InventoryTableProps) {
  const { isExpanded, toggle } = useExpandedRows();
  const sorting = { sort, order, onSort };

  return (
    <div className="bg-card rounded-lg border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">
              <span className="sr-only">Details</span>
            </TableHead>
            <SortHeader field="stock_item_name" label="Item Name" {...sorting} />
            <SortHeader field="current_stock" label="Current Stock" className="text-right" {...sorting} />
            <TableHead className="text-right">Stock Value</TableHead>
            <TableHead>Status</TableHead>
            <SortHeader field="last_restock_date" label="Last Restock" {...sorting} />
          </TableRow>
        </TableHeader>
        <TableBody>
          {items === undefined ? (
            <SkeletonRows
              columns={COLUMNS}
              cellClass={(cell) => (cell === 0 ? 'size-5' : cell === 1 ? 'h-9 w-48' : 'h-4 w-20')}
            />
          ) : (
            items.map((item) => (
              <InventoryRow
                key={item._id}
                item={item}
                columns={COLUMNS}
                taxEnabled={taxEnabled}
                expanded={isExpanded(item._id)}
                onToggle={() => toggle(item._id)}
              />
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
