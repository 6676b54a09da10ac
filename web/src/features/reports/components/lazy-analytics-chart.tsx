import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { AnalyticsChartProps } from './analytics-chart';

const AnalyticsChart = lazy(() => import('./analytics-chart').then((module) => ({ default: module.AnalyticsChart })));

/** A chart's box while its figures or the chart library load: the chart's own height. */
export const ChartSkeleton = ({ height }: { height: number }) => <Skeleton className="w-full" style={{ height }} />;

/** The report chart, its library fetched the first time one is shown. */
export function LazyAnalyticsChart(props: AnalyticsChartProps) {
  return (
    <Suspense fallback={<ChartSkeleton height={props.height} />}>
      <AnalyticsChart {...props} />
    </Suspense>
  );
}
