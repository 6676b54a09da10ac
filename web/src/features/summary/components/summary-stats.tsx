import {
  ArrowDownRight,
  ArrowUpRight,
  FileText,
  Hash,
  IndianRupee,
  Landmark,
  Minus,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { SummaryStats as Stats } from '@app/shared/reports/summary-docs';
import { formatRupees } from '@app/shared/money';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { indianDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { statTrend, type StatTrend } from '../stat-trend';
import { formatCount } from '../summary-format';

type Figure = keyof Stats['trends'];

interface StatCard {
  label: string;
  figure: Figure;
  format: (value: number) => string;
  icon: LucideIcon;
  tone: string;
}

/**
 * Spec 2's five cards, labelled as written. 'Monthly Revenue' shows the revenue (taxable value of
 * sales) of the chosen period, not of a month: the label is the spec's, the figure the API's.
 */
const CARDS: StatCard[] = [
  {
    label: 'Total HSN/SAC Codes',
    figure: 'total_hsn',
    format: formatCount,
    icon: Hash,
    tone: 'bg-primary/10 text-primary',
  },
  {
    label: 'Total Invoices',
    figure: 'total_invoices',
    format: formatCount,
    icon: FileText,
    tone: 'bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300',
  },
  {
    label: 'Total Customers',
    figure: 'total_party',
    format: formatCount,
    icon: Users,
    tone: 'bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300',
  },
  {
    label: 'Monthly Revenue',
    figure: 'total_revenue',
    format: formatRupees,
    icon: IndianRupee,
    tone: 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
  },
  {
    label: 'Tax Amount',
    figure: 'total_tax',
    format: formatRupees,
    icon: Landmark,
    tone: 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
  },
];

const TREND_LOOK: Record<StatTrend['direction'], { icon: LucideIcon; tone: string }> = {
  up: { icon: ArrowUpRight, tone: 'text-emerald-700 dark:text-emerald-400' },
  down: { icon: ArrowDownRight, tone: 'text-destructive' },
  flat: { icon: Minus, tone: 'text-muted-foreground' },
  new: { icon: Sparkles, tone: 'text-primary' },
  none: { icon: Minus, tone: 'text-muted-foreground' },
};

function Trend({ trend, previous }: { trend: StatTrend; previous: string }) {
  const { icon: Icon, tone } = TREND_LOOK[trend.direction];
  return (
    <p className="text-muted-foreground flex flex-wrap items-center gap-x-1 text-xs" title={previous}>
      <span className={cn('inline-flex items-center gap-0.5 font-medium whitespace-nowrap', tone)}>
        <Icon className="size-3.5" aria-hidden="true" />
        {trend.text}
      </span>
      <span className="whitespace-nowrap">vs last period</span>
    </p>
  );
}

/**
 * Spec 2: the five stat cards over the period, each with its change against the period of the
 * same length just before it (the previous period's dates on hover). Each card is a group named
 * by its label; '—' when the figures could not be loaded.
 */
export function SummaryStats({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  const previous = stats
    ? `Previous period: ${indianDate(stats.previous_start_date)} to ${indianDate(stats.previous_end_date)}`
    : '';
  return (
    <div className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-5">
      {CARDS.map(({ label, figure, format, icon: Icon, tone }) => (
        <Card key={label} role="group" aria-label={label} className="py-4">
          <CardContent className="flex items-start gap-3 px-4">
            <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tone)}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-muted-foreground text-xs leading-tight">{label}</p>
              {loading ? (
                <>
                  <Skeleton className="my-1 h-5 w-20" />
                  <Skeleton className="h-3 w-24" />
                </>
              ) : (
                <>
                  <p className="truncate text-lg font-semibold tabular-nums">{stats ? format(stats[figure]) : '—'}</p>
                  {stats && (
                    <Trend trend={statTrend(stats[figure], stats.trends[figure].change_percent)} previous={previous} />
                  )}
                </>
              )}
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
