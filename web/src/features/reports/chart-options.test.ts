import { describe, expect, it } from 'vitest';
import { chartOptions, chartSeries, type ChartPalette, type ChartSpec } from './chart-options';

const PALETTE: ChartPalette = {
  mode: 'dark',
  fontFamily: 'Inter',
  text: '#fafafa',
  muted: '#a1a1a1',
  grid: 'rgba(255, 255, 255, 0.1)',
  series: { sales: '#00bba7', purchase: '#fbbf24', profit: '#a78bfa' },
};

const DAYS: ChartSpec = {
  labels: ['Apr 1', 'Apr 2', 'Apr 3', 'Apr 4', 'Apr 5'],
  series: [
    { id: 'sales', label: 'Sales', data: [150, 0, 49.5, 0, 1234567] },
    { id: 'purchase', label: 'Purchases', data: [100, 0, 0, 0, 0] },
  ],
  filled: ['sales'],
  everySecondLabel: true,
};

describe('the report charts (spec 7)', () => {
  it('draws sales as an area and purchases as a line, in their colours and the theme', () => {
    const options = chartOptions(DAYS, PALETTE);
    expect(chartSeries(DAYS)).toEqual([
      { name: 'Sales', type: 'area', data: [150, 0, 49.5, 0, 1234567] },
      { name: 'Purchases', type: 'line', data: [100, 0, 0, 0, 0] },
    ]);
    expect(options.colors).toEqual(['#00bba7', '#fbbf24']);
    expect(options.fill?.type).toEqual(['gradient', 'solid']);
    expect(options.theme?.mode).toBe('dark');
    expect(options.legend?.labels?.colors).toBe('#fafafa');
  });

  it('names every second day on the axis, and every day in the tooltip', () => {
    const options = chartOptions(DAYS, PALETTE);
    expect(options.xaxis?.categories).toEqual(['Apr 1', '', 'Apr 3', '', 'Apr 5']);
    expect(options.tooltip?.x?.formatter?.(2, { dataPointIndex: 1, seriesIndex: 0, w: {} as never })).toBe('Apr 2');
  });

  it("keeps every month on the axis, with a dot on each; a month's days get none", () => {
    const months: ChartSpec = {
      labels: ['Apr', 'May', 'Jun'],
      series: [{ id: 'profit', label: 'Profit', data: [1, 2, 3] }],
    };
    const options = chartOptions(months, PALETTE);
    expect(options.xaxis?.categories).toEqual(['Apr', 'May', 'Jun']);
    expect(options.colors).toEqual(['#a78bfa']);
    expect(options.markers?.size).toBe(3);
    const month: ChartSpec = { ...DAYS, labels: Array.from({ length: 30 }, (_, day) => `Apr ${day + 1}`) };
    expect(chartOptions(month, PALETTE).markers?.size).toBe(0);
  });

  it('shows rupees: whole ones with Indian grouping in the tooltip, lakhs and crores on the axis', () => {
    const options = chartOptions(DAYS, PALETTE);
    const tooltip = options.tooltip?.y as { formatter: (value: number) => string };
    expect([1234567, 49.5, -12.4, 0].map((value) => tooltip.formatter(value))).toEqual([
      '₹12,34,567',
      '₹50',
      '-₹12',
      '₹0',
    ]);
    const axis = (options.yaxis as { labels: { formatter: (value: number) => string } }).labels.formatter;
    expect([0, 5000, 120000, 12500000].map(axis)).toEqual(['₹0', '₹5K', '₹1.2L', '₹1.3Cr']);
  });

  it('slants the axis labels on a phone', () => {
    expect(chartOptions(DAYS, PALETTE, true).xaxis?.labels).toEqual({ rotate: -45, rotateAlways: true });
    expect(chartOptions(DAYS, PALETTE).xaxis?.labels).toEqual({ rotate: 0 });
  });
});
