import { TrendingUp } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

// Illustrative figures for the picture of the dashboard, not data.
const BARS = [38, 52, 45, 61, 58, 72, 84];
const ROWS = [
  { item: 'Paracetamol 500 mg (10×10)', note: 'Batch PCM2411 · expires Mar 2027', status: 'Low stock' },
  { item: 'Amoxicillin 250 mg', note: 'Batch AMX0925 · expires Jan 2027', status: 'Expiring' },
] as const;

/** A drawn preview of the dashboard for the hero; decorative, so hidden from screen readers. */
export function HeroPreview() {
  return (
    <div aria-hidden className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="bg-primary/20 absolute -inset-4 -z-10 rounded-3xl blur-2xl" />
      <Card className="gap-4">
        <CardHeader>
          <CardTitle className="text-muted-foreground text-sm font-medium">Sales this month</CardTitle>
          <div className="flex items-baseline justify-between gap-2">
            <p className="text-3xl font-bold">₹4,82,350.00</p>
            <Badge variant="secondary" className="text-primary">
              <TrendingUp /> 12%
            </Badge>
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <div className="flex h-28 items-end gap-2">
            {BARS.map((height, index) => (
              <div key={index} className="bg-primary/80 flex-1 rounded-t-md" style={{ height: `${height}%` }} />
            ))}
          </div>
          <ul className="flex flex-col gap-3">
            {ROWS.map((row) => (
              <li key={row.item} className="flex items-center justify-between gap-3 rounded-lg border p-3">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{row.item}</p>
                  <p className="text-muted-foreground truncate text-xs">{row.note}</p>
                </div>
                <Badge variant={row.status === 'Expiring' ? 'destructive' : 'outline'}>{row.status}</Badge>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
