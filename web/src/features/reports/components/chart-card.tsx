import { useId, type ReactNode } from 'react';
import { ListError } from '@/components/list-error';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import type { ChartSpec } from '../chart-options';
import { formatWholeRupees } from '../rupees';
import { ChartSkeleton, LazyAnalyticsChart } from './lazy-analytics-chart';

export interface ChartCardProps {
  title: string;
  /** The period shown: 'November 2026', 'FY 2026'. */
  period: string;
  /** The pickers, at the header's right. */
  actions?: ReactNode;
  /** The period's sales, in rupees; undefined while they load. */
  totalSales: number | undefined;
  /** The chart's figures; undefined while they load. */
  spec: ChartSpec | undefined;
  /** The figures on screen are the last period's, while the chosen one loads. */
  stale?: boolean;
  /** Loading failed (and there is nothing to show): the message and a retry take the chart's place. */
  error: unknown;
  onRetry: () => void;
  height: number;
}

/** A report chart in its card: title and period, the period's total sales, then the chart. */
export function ChartCard({ title, period, actions, totalSales, spec, stale, error, onRetry, height }: ChartCardProps) {
  const headingId = useId();
  const failed = Boolean(error) && !spec;
  let body;
  if (failed) body = <ListError error={error} onRetry={onRetry} />;
  else if (!spec) body = <ChartSkeleton height={height} />;
  else body = <LazyAnalyticsChart spec={spec} height={height} />;
  let total;
  if (failed) total = <p className="text-2xl font-semibold">—</p>;
  else if (totalSales === undefined || stale) total = <Skeleton className="my-1 h-7 w-28" />;
  else total = <p className="text-2xl font-semibold tabular-nums">{formatWholeRupees(totalSales)}</p>;
  return (
    <Card role="region" aria-labelledby={headingId} className="gap-4">
      <CardHeader className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={headingId} className="leading-none font-semibold">
            {title}
          </h2>
          <p className="text-muted-foreground mt-1.5 text-sm">{period}</p>
        </div>
        {actions && <div className="flex flex-wrap items-end gap-3">{actions}</div>}
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div role="group" aria-label="Total Sales" aria-live="polite">
          <p className="text-muted-foreground text-xs">Total Sales</p>
          {total}
        </div>
        <div className={cn('-mx-2 transition-opacity', stale && 'opacity-50')}>{body}</div>
      </CardContent>
    </Card>
  );
}
