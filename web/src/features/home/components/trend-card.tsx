import { Link } from '@tanstack/react-router';
import { TrendingUp } from 'lucide-react';
import type { Dashboard } from '@app/shared/reports/dashboard-docs';
import { formatRupees } from '@app/shared/money';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

type Trend = Dashboard['trend'];

const WIDTH = 300;
const HEIGHT = 72;
const PAD = 4;

/** 'Nov 2026' from '2026-11'. */
const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** A series as the points of an SVG polyline, scaled to the chart's box (0 at the bottom edge or the lowest figure). */
function points(values: readonly number[], low: number, high: number): string {
  const span = high - low || 1;
  return values
    .map((value, index) => {
      const x = PAD + (index * (WIDTH - 2 * PAD)) / Math.max(values.length - 1, 1);
      const y = HEIGHT - PAD - ((value - low) * (HEIGHT - 2 * PAD)) / span;
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/**
 * Issue 19: twelve months of sales and purchases as a sparkline, drawn as a few SVG lines rather
 * than with the charting library the Reports page loads (a dashboard card needs no axes, tooltips
 * or a 500 KB download); the figures are also in a table for screen readers. Leads to Reports.
 */
export function TrendCard({ trend }: { trend: Trend }) {
  const sales = trend.map((month) => month.sales);
  const purchases = trend.map((month) => month.purchases);
  const all = [...sales, ...purchases];
  const [low, high] = [Math.min(0, ...all), Math.max(0, ...all)];
  const first = trend[0];
  const last = trend.at(-1);
  return (
    <Card className="gap-3">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <TrendingUp className="size-4" /> Last 12 months
        </CardTitle>
        <Button asChild variant="link" size="sm" className="h-auto p-0">
          <Link to="/reports">View reports</Link>
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-20 w-full" preserveAspectRatio="none" aria-hidden="true">
          <polyline
            points={points(purchases, low, high)}
            fill="none"
            className="stroke-sky-500"
            strokeWidth="2"
            vectorEffect="non-scaling-stroke"
          />
          <polyline
            points={points(sales, low, high)}
            fill="none"
            className="stroke-primary"
            strokeWidth="2.5"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        <div className="text-muted-foreground flex justify-between text-xs">
          <span>{first ? monthLabel(first.month) : ''}</span>
          <span>{last ? monthLabel(last.month) : ''}</span>
        </div>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
          <span className="flex items-center gap-1.5">
            <span className="bg-primary h-0.5 w-4 rounded" /> Sales {formatRupees(sales.reduce((a, b) => a + b, 0))}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="h-0.5 w-4 rounded bg-sky-500" /> Purchases{' '}
            {formatRupees(purchases.reduce((a, b) => a + b, 0))}
          </span>
        </div>
        <table className="sr-only">
          <caption>Sales and purchases by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Sales</th>
              <th scope="col">Purchases</th>
            </tr>
          </thead>
          <tbody>
            {trend.map((month) => (
              <tr key={month.month}>
                <th scope="row">{monthLabel(month.month)}</th>
                <td>{formatRupees(month.sales)}</td>
                <td>{formatRupees(month.purchases)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
