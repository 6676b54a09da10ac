import { Boxes, Package, ShoppingCart, TrendingUp, Wallet, type LucideIcon } from 'lucide-react';
import type { YearlyAnalytics } from '@app/shared/reports/analytics-docs';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toDisplayDate } from '@/lib/dates';
import { formatPercent } from '@/lib/format';
import { cn } from '@/lib/utils';
import { formatWholeRupees } from '../rupees';

interface YearlyCard {
  label: string;
  amount: (figures: YearlyAnalytics) => number;
  /** The line under the amount; `closedOn` is the last day of a past year. */
  hint?: (figures: YearlyAnalytics, closedOn: string | undefined) => string | undefined;
  icon: LucideIcon;
}

/** Spec 7: the five cards, in the spec's order and words. */
const CARDS: YearlyCard[] = [
  { label: 'Opening Value (Yearly)', amount: (f) => f.opening, icon: Package },
  { label: 'Net Purchases (Yearly)', amount: (f) => f.purchase, icon: ShoppingCart },
  { label: 'Net Sales (Yearly)', amount: (f) => f.sales, icon: TrendingUp },
  {
    label: 'Net Profit (Yearly)',
    amount: (f) => f.profit,
    hint: (f) => `${formatPercent(f.profit_percent)} of sales`,
    icon: Wallet,
  },
  {
    label: 'Current Remaining',
    amount: (f) => f.current,
    // A past year's remaining stock is what was left when it closed.
    hint: (_, closedOn) => closedOn && `on ${toDisplayDate(closedOn)}`,
    icon: Boxes,
  },
];

/**
 * Spec 7: the financial year's figures, in whole rupees; an amount that is not above zero is in
 * the error colour. Each card is a group named by its label; '—' when the figures could not load.
 */
export function YearlyCards({
  figures,
  loading,
  closedOn,
}: {
  figures: YearlyAnalytics | undefined;
  loading: boolean;
  /** The last day of the year shown, when it is a past year. */
  closedOn?: string | undefined;
}) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      {CARDS.map(({ label, amount, hint, icon: Icon }) => {
        const value = figures && amount(figures);
        const note = figures && hint?.(figures, closedOn);
        const short = value !== undefined && value <= 0;
        return (
          <Card key={label} role="group" aria-label={label} className="py-4">
            <CardContent className="flex items-center gap-3 px-4">
              <span
                className={cn(
                  'flex size-10 shrink-0 items-center justify-center rounded-lg',
                  short ? 'bg-destructive/10 text-destructive' : 'bg-primary/10 text-primary',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p className="text-muted-foreground truncate text-xs" title={label}>
                  {label}
                </p>
                {loading ? (
                  <Skeleton className="my-1 h-6 w-24" />
                ) : (
                  <p
                    className={cn('truncate text-xl font-semibold tabular-nums', short && 'text-destructive')}
                    title={value === undefined ? undefined : formatWholeRupees(value)}
                  >
                    {value === undefined ? '—' : formatWholeRupees(value)}
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
