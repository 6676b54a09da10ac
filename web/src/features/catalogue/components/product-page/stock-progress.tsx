import type { ProductDetails } from '@app/shared/catalogue/product-docs';
import { THOUSANDTHS_PER_UNIT } from '@app/shared/money';
import { DEFAULT_LOW_STOCK_ALERT } from '@app/shared/catalogue/stock';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatQuantity } from '@/lib/format';
import { cn } from '@/lib/utils';

const TONE: Record<ProductDetails['stock_status'], string> = {
  zero: 'bg-destructive',
  negative: 'bg-destructive',
  low: 'bg-amber-500',
  positive: 'bg-green-600 dark:bg-green-500',
};

/** 001 section 9: current stock against the low-stock alert (5 when none is set), capped at 100%. */
export function StockProgress({ product }: { product: ProductDetails }) {
  const alert = product.low_stock_alert ?? DEFAULT_LOW_STOCK_ALERT / THOUSANDTHS_PER_UNIT;
  const percent = Math.min(100, Math.max(0, product.stock_progress));
  return (
    <Card className="gap-3 self-start">
      <CardHeader>
        <CardTitle className="text-base">Stock Level</CardTitle>
        <CardDescription>
          {formatQuantity(product.current_stock, product.unit)} against a low stock alert of{' '}
          {formatQuantity(alert, product.unit)}
          {product.low_stock_alert === null && ' (default)'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div
          role="progressbar"
          aria-label="Stock level"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(percent)}
          className="bg-muted h-3 overflow-hidden rounded-full"
        >
          <div
            className={cn('h-full rounded-full transition-all', TONE[product.stock_status])}
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="text-muted-foreground text-right text-xs">{Math.round(percent)}%</p>
      </CardContent>
    </Card>
  );
}
