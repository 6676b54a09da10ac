import { Boxes, CircleCheck, PackageX, ShoppingCart, TrendingUp, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { InventoryStats as Stats } from '@app/shared/catalogue/inventory-docs';
import { formatRupees } from '@app/shared/money';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

interface StatCard {
  label: string;
  value: (stats: Stats) => string;
  hint?: (stats: Stats) => string | undefined;
  icon: LucideIcon;
  tone: string;
}

const COUNT = new Intl.NumberFormat('en-IN');

/** Spec 3: the zero-stock card counts negative stock too, and says how much of it there is. */
const CARDS: StatCard[] = [
  {
    label: 'All Items',
    value: (s) => COUNT.format(s.negative_stock + s.zero_stock + s.low_stock + s.positive_stock),
    icon: Boxes,
    tone: 'bg-primary/10 text-primary',
  },
  {
    label: 'Zero Stock',
    value: (s) => COUNT.format(s.negative_stock + s.zero_stock),
    hint: (s) => (s.negative_stock > 0 ? `${COUNT.format(s.negative_stock)} below zero` : undefined),
    icon: PackageX,
    tone: 'bg-destructive/10 text-destructive',
  },
  {
    label: 'Low Stock',
    value: (s) => COUNT.format(s.low_stock),
    icon: TriangleAlert,
    tone: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  },
  {
    label: 'Available',
    value: (s) => COUNT.format(s.positive_stock),
    icon: CircleCheck,
    tone: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
  },
  {
    label: 'Sales Value',
    value: (s) => formatRupees(s.sale_value),
    hint: () => 'All time, before tax',
    icon: TrendingUp,
    tone: 'bg-primary/10 text-primary',
  },
  {
    label: 'Purchase Value',
    value: (s) => formatRupees(s.purchase_value),
    hint: () => 'All time, before tax',
    icon: ShoppingCart,
    tone: 'bg-primary/10 text-primary',
  },
];

/**
 * Spec 2: the stats cards: items per stock status, and the sales and purchase values. Each card is
 * a group named by its label; '—' when the figures could not be loaded.
 */
export function InventoryStats({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  return (
    // Six in a row only where a crore of rupees still fits its card.
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 2xl:grid-cols-6">
      {CARDS.map(({ label, value, hint, icon: Icon, tone }) => {
        const note = stats && hint?.(stats);
        return (
          <Card key={label} role="group" aria-label={label} className="py-4">
            {/* On a phone the icon sits above the figure, which then has the card's width (a lakh of rupees fits). */}
            <CardContent className="flex flex-col items-start gap-2 px-4 sm:flex-row sm:items-center sm:gap-3">
              <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tone)}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="text-muted-foreground text-xs">{label}</p>
                {loading ? (
                  <Skeleton className="my-1 h-5 w-16" />
                ) : (
                  <p className="truncate text-lg font-semibold" title={stats && value(stats)}>
                    {stats ? value(stats) : '—'}
                  </p>
                )}
                {note && <p className="text-muted-foreground truncate text-xs">{note}</p>}
              </div>
            </CardContent>
          </Card>
        );
      })}
    </div>
  );
}
