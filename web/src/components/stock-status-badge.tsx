import type { StockStatus } from '@app/shared/catalogue/stock';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const STATUS: Record<StockStatus, { label: string; className: string }> = {
  zero: { label: 'Out of Stock', className: 'bg-destructive/10 text-destructive border-destructive/30' },
  negative: { label: 'Out of Stock', className: 'bg-destructive/10 text-destructive border-destructive/30' },
  low: {
    label: 'Low Stock',
    className:
      'border-amber-300 bg-amber-50 text-amber-800 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-300',
  },
  positive: {
    label: 'In Stock',
    className:
      'border-green-300 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-300',
  },
};

/** What a status reads as: 'Out of Stock', 'Low Stock' or 'In Stock'. */
export const stockStatusLabel = (status: StockStatus) => STATUS[status].label;

/** 001 section 4: zero and negative stock are out of stock, low is a warning, the rest in stock. */
export function StockStatusBadge({ status, className }: { status: StockStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(STATUS[status].className, className)}>
      {STATUS[status].label}
    </Badge>
  );
}
