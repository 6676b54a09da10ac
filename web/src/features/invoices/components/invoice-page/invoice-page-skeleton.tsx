import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The invoice pages' shape while the invoice loads. */
export function InvoicePageSkeleton() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6" aria-busy="true" aria-label="Loading invoice">
      <div className="flex items-center gap-3">
        <Skeleton className="h-8 w-20" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-7 w-64" />
          <Skeleton className="h-4 w-40" />
        </div>
        <Skeleton className="h-8 w-24" />
        <Skeleton className="h-8 w-24" />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, card) => (
          <Card key={card}>
            <CardHeader>
              <Skeleton className="h-5 w-40" />
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              {Array.from({ length: 4 }, (_, row) => (
                <Skeleton key={row} className="h-4" />
              ))}
            </CardContent>
          </Card>
        ))}
      </div>
      <Skeleton className="h-48 rounded-xl" />
    </div>
  );
}
