import { Link } from '@tanstack/react-router';
import { ChevronDown, ChevronRight } from 'lucide-react';
import type { ProductDetails } from '@app/shared/catalogue/product-docs';
import { formatRupees } from '@app/shared/money';
import { CardChips, CardLine, RecordCard, RecordCards } from '@/components/record-cards';
import { StockStatusBadge } from '@/components/stock-status-badge';
import { Button } from '@/components/ui/button';
import { useExpandedRows } from '@/hooks/use-expanded-rows';
import { formatQuantity } from '@/lib/format';
import { cn } from '@/lib/utils';
import { InventoryDetails } from './inventory-row';

/**
 * The stock items on a phone: per item its name (opening the product), stock in hand, value and
 * status; 'Details' opens the same facts as the table's expanded row. Last restock is among them.
 */
export function InventoryCards({ items, taxEnabled }: { items: ProductDetails[] | undefined; taxEnabled: boolean }) {
  const { isExpanded, toggle } = useExpandedRows();
  return (
    <RecordCards label="Stock items" items={items}>
      {(item) => {
        const expanded = isExpanded(item._id);
        const Chevron = expanded ? ChevronDown : ChevronRight;
        const detailsId = `inventory-card-${item._id}`;
        return (
          <RecordCard
            key={item._id}
            title={
              <Link to="/products/$id" params={{ id: item._id }} className="hover:underline">
                {item.stock_item_name}
              </Link>
            }
            amount={
              <span className={cn(item.current_stock < 0 && 'text-destructive')}>
                {formatQuantity(item.current_stock, item.unit)}
              </span>
            }
          >
            <CardLine>
              {[item.category, item.group].filter(Boolean).join(' · ') || item.unit} · Value{' '}
              {formatRupees(item.stock_value)}
            </CardLine>
            <div className="flex items-center justify-between gap-2">
              <CardChips>
                <StockStatusBadge status={item.stock_status} />
              </CardChips>
              <Button
                variant="ghost"
                size="sm"
                className="-mr-2"
                aria-label={`Details of ${item.stock_item_name}`}
                aria-expanded={expanded}
                aria-controls={expanded ? detailsId : undefined}
                onClick={() => toggle(item._id)}
              >
                Details <Chevron />
              </Button>
            </div>
            {expanded && (
              <div id={detailsId} className="bg-muted/40 -mx-3 mt-1 -mb-3 border-t p-3">
                <InventoryDetails item={item} taxEnabled={taxEnabled} />
              </div>
            )}
          </RecordCard>
        );
      }}
    </RecordCards>
  );
}
