import { useMemo } from 'react';
import type { ChartSpec } from '../chart-options';
import { useDailyAnalytics } from '../api/get-daily-analytics';
import { calendarYearOf } from '@app/shared/financial-year';
import { monthName } from '../report-period';
import { ChartCard } from './chart-card';
import { MonthPicker } from './month-picker';

const DAILY_CHART_HEIGHT = 320;

/** Spec 7: the Daily Financial Overview, sales (an area) and purchases per day of the chosen month. */
export function DailyOverview({
  companyId,
  financialYear,
  month,
  onMonthChange,
}: {
  companyId: string;
  financialYear: number;
  month: number;
  onMonthChange: (month: number) => void;
}) {
  const query = useDailyAnalytics(companyId, financialYear, month);
  const { data } = query;
  const spec = useMemo<ChartSpec | undefined>(
    () => data && { labels: data.labels, series: data.data, filled: ['sales'], everySecondLabel: true },
    [data],
  );
  return (
    <ChartCard
      title="Daily Financial Overview"
      period={`${monthName(month)} ${calendarYearOf(financialYear, month)}`}
      actions={<MonthPicker month={month} onMonthChange={onMonthChange} />}
      totalSales={data?.sales}
      spec={spec}
      stale={query.isPlaceholderData}
      error={query.error}
      onRetry={() => void query.refetch()}
      height={DAILY_CHART_HEIGHT}
    />
  );
}
