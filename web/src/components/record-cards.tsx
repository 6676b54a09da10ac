import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/**
 * A list on a phone (issue 19): one card per record instead of a table row, so nothing scrolls
 * sideways. Skeleton cards until the first page arrives; `empty` when the page has nothing.
 */
export function RecordCards<T>({
  label,
  items,
  empty,
  skeletons = 4,
  children,
}: {
  /** What the list is, for screen readers ('Invoices'). */
  label: string;
  /** undefined while the first page loads. */
  items: readonly T[] | undefined;
  empty?: ReactNode;
  skeletons?: number;
  children: (item: T, index: number) => ReactNode;
}) {
  if (items === undefined) {
    return (
      <ul aria-label={label} aria-busy="true" className="flex flex-col gap-2">
        {Array.from({ length: skeletons }, (_, i) => (
          <li key={i} className="bg-card flex flex-col gap-2 rounded-lg border p-3" data-testid="skeleton-card">
            <div className="flex justify-between gap-4">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-16" />
            </div>
            <Skeleton className="h-3 w-28" />
          </li>
        ))}
      </ul>
    );
  }
  if (items.length === 0 && empty) return empty;
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {items.map(children)}
    </ul>
  );
}

/**
 * One record as a card: its title (a link when it opens), the amount at the right, a line or two
 * under it, its chips, and its actions menu in the corner.
 */
export function RecordCard({
  title,
  amount,
  leading,
  actions,
  children,
  dimmed = false,
  selected = false,
}: {
  title: ReactNode;
  /** The figure a reader looks for first (a total, a balance, the stock). */
  amount?: ReactNode;
  /** An avatar or a check box before the text. */
  leading?: ReactNode;
  /** The record's menu or buttons. */
  actions?: ReactNode;
  /** The lines under the title: who, when, chips. */
  children?: ReactNode;
  /** Cancelled records read fainter. */
  dimmed?: boolean;
  selected?: boolean;
}) {
  return (
    <li
      data-state={selected ? 'selected' : undefined}
      className={cn(
        'bg-card flex items-start gap-3 rounded-lg border p-3',
        dimmed && 'opacity-60',
        selected && 'bg-muted',
      )}
    >
      {leading && <div className="shrink-0">{leading}</div>}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0 font-medium break-words">{title}</div>
          {amount !== undefined && <div className="shrink-0 text-right font-semibold tabular-nums">{amount}</div>}
        </div>
        {children}
      </div>
      {actions && <div className="-my-1 -mr-1 shrink-0">{actions}</div>}
    </li>
  );
}

/** A muted line of a card ('26 Nov 2026 · GSTIN 27AAB…'); long text wraps rather than widens the card. */
export function CardLine({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={cn('text-muted-foreground text-sm break-words', className)}>{children}</p>;
}

/** A card's chips, wrapping onto more lines when they must. */
export function CardChips({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-1.5">{children}</div>;
}
