import { Boxes, IndianRupee, Percent, Wallet } from 'lucide-react';
import type { ProductDetails } from '@app/shared/catalogue/product-docs';
import { formatRupees } from '@app/shared/money';
import { Card, CardContent } from '@/components/ui/card';
import { formatPercent, formatQuantity } from '@/lib/format';

/** 001 section 9: current stock, average cost, margin (— before the first sale) and stock value. */
export function StockCards({ product }: { product: ProductDetails }) {
  const cards = [
    { label: 'Current Stock', value: formatQuantity(product.current_stock, product.unit), icon: Boxes },
    { label: 'Average Cost', value: formatRupees(product.average_cost), icon: IndianRupee },
    { label: 'Margin', value: formatPercent(product.margin), icon: Percent },
    { label: 'Stock Value', value: formatRupees(product.stock_value), icon: Wallet },
  ];
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map(({ label, value, icon: Icon }) => (
        <Card key={label} className="py-4">
          {/* On a phone the icon sits above the figure, which then has the card's width. */}
          <CardContent className="flex flex-col items-start gap-2 px-4 sm:flex-row sm:items-center sm:gap-3">
            <span className="bg-primary/10 text-primary flex size-10 shrink-0 items-center justify-center rounded-lg">
              <Icon className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="text-muted-foreground text-xs">{label}</p>
              <p className="text-lg font-semibold break-words" aria-label={label}>
                {value}
              </p>
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
