import { Link } from '@tanstack/react-router';
import { PackageX } from 'lucide-react';
import type { Dashboard } from '@app/shared/reports/dashboard-docs';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatQuantity } from '@/lib/format';

/**
 * Issue 19: products out of stock and at or below their alert, each count leading to its
 * Inventory tab, and the ones with least left leading to their pages.
 */
export function StockCard({ stock }: { stock: Dashboard['stock'] }) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <PackageX className="size-4" /> Stock alerts
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="grid grid-cols-2 gap-4">
          <div>
            <dt className="text-muted-foreground text-xs">Out of stock</dt>
            <dd className="text-lg font-semibold">
              <Link to="/warehouses" search={{ tab: 'zero' }} className="hover:underline">
                {stock.out}
              </Link>
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground text-xs">Low stock</dt>
            <dd className="text-lg font-semibold">
              <Link to="/warehouses" search={{ tab: 'low' }} className="hover:underline">
                {stock.low}
              </Link>
            </dd>
          </div>
        </dl>
        {stock.items.length > 0 && (
          <ul className="flex flex-col divide-y" aria-label="Products running out">
            {stock.items.map((item) => (
              <li key={item._id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <Link to="/products/$id" params={{ id: item._id }} className="min-w-0 truncate hover:underline">
                  {item.name}
                </Link>
                <span
                  className={
                    item.current_stock <= 0
                      ? 'text-destructive shrink-0 font-medium'
                      : 'shrink-0 text-amber-700 dark:text-amber-400'
                  }
                >
                  {formatQuantity(item.current_stock, item.unit)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
