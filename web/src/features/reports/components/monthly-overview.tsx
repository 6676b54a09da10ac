import { useMemo } from 'react';
import type { ChartSpec } from '../chart-options';
import { useMonthlyAnalytics } from '../api/get-monthly-analytics';
import { ChartCard } from './chart-card';

/** Spec 7: the monthly chart is 280 pixels high. */
const MONTHLY_CHART_HEIGHT = 280;

/** Spec 7: the Monthly Financial Overview, sales, purchases and profit from April to March. */
export function MonthlyOverview({ companyId, financialYear }: { companyId: string; financialYear: number }) {
  const query = useMonthlyAnalytics(companyId, financialYear);
  const { data } = query;
  const spec = useMemo<ChartSpec | undefined>(() => data && { labels: data.labels, series: data.data }, [data]);
  return (
    <ChartCard
      title="Monthly Financial Overview"
      period={`FY ${financialYear}`}
      totalSales={data?.sales}
      spec={spec}
      error={query.error}
      onRetry={() => void query.refetch()}
      height={MONTHLY_CHART_HEIGHT}
    />
  );
}
