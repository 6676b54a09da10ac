import { SlidersHorizontal } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ResetFiltersButton } from '@/components/filter-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useIsPhone } from '@/hooks/use-media-query';
import { cn } from '@/lib/utils';

/** Where the search and the filters share one line on a desktop (before it, the search sits above). */
const INLINE_FROM = {
  never: { row: 'flex flex-col gap-3', fields: '' },
  lg: { row: 'flex flex-col gap-3 lg:flex-row lg:items-end', fields: 'lg:ml-auto' },
  xl: { row: 'flex flex-col gap-3 xl:flex-row xl:items-end', fields: 'xl:ml-auto' },
} as const;

interface ListFiltersProps {
  /** The list's search box: always in view, beside the Filters button on a phone. */
  search?: ReactNode;
  /** The filter fields (dates, drop-downs, rows per page, switches). */
  children: ReactNode;
  /** How many filters differ from the list's defaults: the phone's Filters button counts them. */
  active: number;
  /** Reset Filters; a list whose spec has none leaves it out. */
  onReset?: () => void;
  /** The size of the fields, which Reset Filters matches. */
  size?: 'sm' | 'default';
  inlineFrom?: keyof typeof INLINE_FROM;
  /** A list action kept beside the filters (Export CSV): after Reset Filters, or the phone's Filters button. */
  action?: ReactNode;
}

/**
 * A list's search and filters. On a desktop they sit in a row above the list; on a phone (issue 19)
 * the search stays and the filters move into a sheet from the bottom behind a 'Filters' button,
 * so the list starts near the top of the screen. Choices apply at once either way.
 */
export function ListFilters({
  search,
  children,
  active,
  onReset,
  size,
  inlineFrom = 'never',
  action,
}: ListFiltersProps) {
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  if (phone) {
    return (
      // The search keeps most of the row; an action that leaves it too little wraps under it.
      <div className="flex flex-wrap items-center gap-2">
        {search && <div className="min-w-0 flex-1 basis-48">{search}</div>}
        <Button variant="outline" onClick={() => setOpen(true)} className={cn(!search && 'flex-1')}>
          <SlidersHorizontal /> Filters
          {active > 0 && (
            <>
              <Badge className="px-1.5" aria-hidden="true">
                {active}
              </Badge>
              {/* Read as 'Filters (2 on)'. */} <span className="sr-only">({active} on)</span>
            </>
          )}
        </Button>
        {action}
        <Sheet open={open} onOpenChange={setOpen}>
          <SheetContent side="bottom" className="max-h-[85svh] gap-0 rounded-t-xl">
            <SheetHeader className="border-b">
              <SheetTitle>Filters</SheetTitle>
              <SheetDescription>The list follows each choice.</SheetDescription>
            </SheetHeader>
            <div className="grid gap-4 overflow-y-auto p-4 [&_[data-slot=date-field]]:w-full [&_[data-slot=select-trigger]]:w-full">
              {children}
            </div>
            <SheetFooter className="flex-row gap-2 border-t">
              {onReset && <ResetFiltersButton onReset={onReset} className="flex-1" />}
              <Button className="flex-1" onClick={() => setOpen(false)}>
                Show results
              </Button>
            </SheetFooter>
          </SheetContent>
        </Sheet>
      </div>
    );
  }
  const layout = INLINE_FROM[inlineFrom];
  return (
    <div className={layout.row}>
      {search}
      <div className={cn('flex flex-wrap items-end gap-3', layout.fields)}>
        {children}
        {(onReset ?? action) && (
          <div className="flex flex-wrap gap-3 sm:ml-auto">
            {onReset && <ResetFiltersButton onReset={onReset} size={size} />}
            {action}
          </div>
        )}
      </div>
    </div>
  );
}

/** How many of the filters are set away from their defaults (each argument: is that one set?). */
export const countSet = (...set: boolean[]) => set.filter(Boolean).length;
