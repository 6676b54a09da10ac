import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { TableHead } from '@/components/ui/table';
import { cn } from '@/lib/utils';

/**
 * A column header that sorts by its field (spec 4): clicking it again turns the order round; a
 * different field starts ascending.
 */
export function SortHeader<F extends string>({
  field,
  label,
  sort,
  order,
  onSort,
  className,
}: {
  field: F;
  label: string;
  sort: F;
  order: 1 | -1;
  onSort: (field: F, order: 1 | -1) => void;
  className?: string;
}) {
  const active = sort === field;
  const Icon = !active ? ArrowUpDown : order === 1 ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={active ? (order === 1 ? 'ascending' : 'descending') : undefined} className={className}>
      <button
        type="button"
        onClick={() => onSort(field, active && order === 1 ? -1 : 1)}
        className={cn('hover:text-primary inline-flex items-center gap-1', active && 'text-foreground')}
      >
        {label}
        <Icon className={active ? 'size-3.5' : 'text-muted-foreground size-3.5'} />
      </button>
    </TableHead>
  );
}
