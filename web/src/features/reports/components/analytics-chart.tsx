import ApexCharts from 'apexcharts';
import { useEffect, useMemo, useRef } from 'react';
import { chartOptions, chartSeries, type ChartSpec } from '../chart-options';
import { useChartPalette } from '../hooks/use-chart-palette';
import { useNarrowScreen } from '../hooks/use-narrow-screen';

export interface AnalyticsChartProps {
  /** Kept the same object while the figures stay the same: a new one redraws the chart. */
  spec: ChartSpec;
  height: number;
}

/**
 * A report's line chart in the app's theme, drawn by ApexCharts 4.7, the last MIT release (later
 * ones need a paid licence to embed in a product other people use; docs/decisions.md). ApexCharts
 * is large, so this module is only loaded lazily (lazy-analytics-chart), which keeps it out of the
 * main bundle. The chart is drawn afresh when its options change: updated in place from slanted
 * labels to upright ones, ApexCharts leaves most of them hidden.
 */
export function AnalyticsChart({ spec, height }: AnalyticsChartProps) {
  const palette = useChartPalette();
  const narrow = useNarrowScreen();
  const box = useRef<HTMLDivElement>(null);
  const options = useMemo(() => {
    const base = chartOptions(spec, palette, narrow);
    return { ...base, series: chartSeries(spec), chart: { ...base.chart, type: 'line' as const, height } };
  }, [spec, palette, narrow, height]);

  useEffect(() => {
    if (!box.current) return;
    const chart = new ApexCharts(box.current, options);
    void chart.render();
    return () => chart.destroy();
  }, [options]);

  return <div ref={box} style={{ minHeight: height }} />;
}
