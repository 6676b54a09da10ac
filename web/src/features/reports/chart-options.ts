import type { ApexOptions } from 'apexcharts';
import type { DailyAnalytics } from '@app/shared/reports/analytics-docs';
import { formatShortRupees, formatWholeRupees } from './rupees';

export type SeriesId = DailyAnalytics['data'][number]['id'];

/** What a chart shows: a label per point, and the series drawn over them. */
export interface ChartSpec {
  labels: string[];
  series: { id: SeriesId; label: string; data: number[] }[];
  /** Series drawn as a filled area; the others are lines. */
  filled?: SeriesId[];
  /** Every second x label shown, so a month's days do not crowd the axis. */
  everySecondLabel?: boolean;
}

/** The app's theme as the charts draw it: concrete colours, which ApexCharts can shade. */
export interface ChartPalette {
  mode: 'light' | 'dark';
  fontFamily: string;
  /** The legend's text. */
  text: string;
  /** The axes' labels. */
  muted: string;
  grid: string;
  series: Record<SeriesId, string>;
}

/**
 * The x axis's labels: with every second one left blank when asked. Blanking the categories
 * themselves, rather than formatting labels, holds whatever ApexCharts does with a line chart's
 * categories (it turns them into numbers and formats those).
 */
const axisLabels = (spec: ChartSpec) =>
  spec.everySecondLabel ? spec.labels.map((label, index) => (index % 2 === 1 ? '' : label)) : spec.labels;

/** `narrow`: a phone's width, where the x labels slant to fit. */
export function chartOptions(spec: ChartSpec, palette: ChartPalette, narrow = false): ApexOptions {
  const isFilled = (id: SeriesId) => spec.filled?.includes(id) ?? false;
  return {
    chart: {
      background: 'transparent',
      fontFamily: palette.fontFamily,
      foreColor: palette.muted,
      parentHeightOffset: 0,
      toolbar: { show: false },
      zoom: { enabled: false },
    },
    theme: { mode: palette.mode },
    colors: spec.series.map((series) => palette.series[series.id]),
    // Monotone: a smooth line that never swings below a day without sales.
    stroke: { curve: 'monotoneCubic', width: 2.5 },
    fill: {
      type: spec.series.map((series) => (isFilled(series.id) ? 'gradient' : 'solid')),
      gradient: { type: 'vertical', shadeIntensity: 0, opacityFrom: 0.5, opacityTo: 0.05, stops: [0, 100] },
    },
    // A dot on each point only where points are few enough to read one by one (a year's months).
    markers: { size: spec.labels.length <= 12 ? 3 : 0, strokeWidth: 0, hover: { size: 5 } },
    dataLabels: { enabled: false },
    grid: { borderColor: palette.grid, strokeDashArray: 4, padding: { left: 8, right: 16 } },
    legend: {
      position: 'top',
      horizontalAlign: 'right',
      fontSize: '13px',
      labels: { colors: palette.text },
      markers: { size: 5, strokeWidth: 0 },
      itemMargin: { horizontal: 8 },
    },
    xaxis: {
      categories: axisLabels(spec),
      axisBorder: { color: palette.grid },
      axisTicks: { show: false },
      tooltip: { enabled: false },
      labels: narrow ? { rotate: -45, rotateAlways: true } : { rotate: 0 },
    },
    yaxis: { labels: { formatter: formatShortRupees } },
    tooltip: {
      theme: palette.mode,
      shared: true,
      intersect: false,
      // The axis may leave a point's label blank; the tooltip always names it.
      x: {
        formatter: (value: number, opts?: { dataPointIndex: number }) =>
          spec.labels[opts?.dataPointIndex ?? -1] ?? String(value),
      },
      y: { formatter: formatWholeRupees },
    },
  };
}

export const chartSeries = (spec: ChartSpec): NonNullable<ApexOptions['series']> =>
  spec.series.map((series) => ({
    name: series.label,
    type: spec.filled?.includes(series.id) ? 'area' : 'line',
    data: series.data,
  }));
