import { Skeleton } from '@/components/ui/skeleton';

/** The ledger page while its customer loads. */
export function LedgerPageSkeleton() {
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6" aria-busy="true">
      <div className="flex items-center gap-3">
        <Skeleton className="h-8 w-20" />
        <Skeleton className="size-12 rounded-full" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-6 w-48" />
          <Skeleton className="h-4 w-32" />
        </div>
      </div>
      <Skeleton className="h-9 w-full" />
      <Skeleton className="h-72 w-full" />
    </div>
  );
}
