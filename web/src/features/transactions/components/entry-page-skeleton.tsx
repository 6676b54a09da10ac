import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The entry page's shape while a voucher loads. */
export function EntryPageSkeleton() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6" aria-busy="true" aria-label="Loading transaction">
      <div className="flex items-center gap-3">
        <Skeleton className="h-8 w-20" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-7 w-56" />
          <Skeleton className="h-4 w-64" />
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardContent className="grid gap-5 sm:grid-cols-2">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className={i >= 4 ? 'flex flex-col gap-2 sm:col-span-2' : 'flex flex-col gap-2'}>
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-9" />
              </div>
            ))}
          </CardContent>
        </Card>
        <Card className="h-fit">
          <CardContent className="flex flex-col gap-4">
            <Skeleton className="h-12" />
            <Skeleton className="h-8" />
            <Skeleton className="h-10" />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
