import { Link } from '@tanstack/react-router';
import type { ProductDetails } from '@app/shared/catalogue/product-docs';
import { formatRupees } from '@app/shared/money';
import { ExpandableRow } from '@/components/expandable-row';
import { StockStatusBadge } from '@/components/stock-status-badge';
import { TableCell } from '@/components/ui/table';
import { formatPercent, formatQuantity, indianDate } from '@/lib/format';
import { cn } from '@/lib/utils';

const rupeesOrDash = (rupees: number | null) => (rupees === null ? '—' : formatRupees(rupees));

/** The expanded row's facts: where the item sits, what it cost and sold for, and what it is worth. */
function detailsOf(item: ProductDetails, taxEnabled: boolean): [string, string][] {
  return [
    // Spec 1: HSN is a tax feature; an item that has a code still shows it.
    ...(taxEnabled || item.hsn_code !== null ? ([['HSN/SAC Code', item.hsn_code ?? '—']] as [string, string][]) : []),
    ['Category', item.category ?? '—'],
    ['Group', item.group ?? '—'],
    ['Opening Stock', formatQuantity(item.opening_balance, item.unit)],
    ['Purchased', formatQuantity(item.purchase_qty, item.unit)],
    ['Sold', formatQuantity(item.sales_qty, item.unit)],
    ['Avg. Purchase Rate', rupeesOrDash(item.avg_purchase_rate)],
    ['Avg. Sale Rate', rupeesOrDash(item.avg_sale_rate)],
    ['Stock Value', formatRupees(item.stock_value)],
    ['Margin', formatPercent(item.margin)],
    ['Last Restock Date', item.last_restock_date ? indianDate(item.last_restock_date) : '—'],
  ];
}

interface InventoryRowProps {
  item: ProductDetails;
  columns: number;
  taxEnabled: boolean;
  expanded: boolean;
  onToggle: () => void;
}

/** Spec 2: one stock item, and under it, when expanded, its product details. */
export function InventoryRow({ item, columns, taxEnabled, expanded, onToggle }: InventoryRowProps) {
  return (
    <ExpandableRow
      id={`inventory-${item._id}`}
      label={`Details of ${item.stock_item_name}`}
      columns={columns}
      expanded={expanded}
      onToggle={onToggle}
      details={<InventoryDetails item={item} taxEnabled={taxEnabled} />}
    >
      <TableCell>
        <div className="max-w-72 min-w-0">
          <Link to="/products/$id" params={{ id: item._id }} className="block truncate font-medium hover:underline">
            {item.stock_item_name}
          </Link>
          <p className="text-muted-foreground truncate text-xs">
            {[item.category, item.group].filter(Boolean).join(' · ') || item.unit}
          </p>
        </div>
      </TableCell>
      <TableCell
        className={cn('text-right font-medium whitespace-nowrap', item.current_stock < 0 && 'text-destructive')}
      >
        {formatQuantity(item.current_stock, item.unit)}
      </TableCell>
      <TableCell className="text-right whitespace-nowrap">{formatRupees(item.stock_value)}</TableCell>
      <TableCell>
        <StockStatusBadge status={item.stock_status} />
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {item.last_restock_date ? indianDate(item.last_restock_date) : '—'}
      </TableCell>
    </ExpandableRow>
  );
}

/** An item's details, opened under its row (or its card on a phone). */
export function InventoryDetails({ item, taxEnabled }: { item: ProductDetails; taxEnabled: boolean }) {
  return (
    <dl className="grid gap-x-8 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
      {detailsOf(item, taxEnabled).map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 border-b pb-1.5">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="text-right font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
