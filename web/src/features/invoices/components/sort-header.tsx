import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { TableHead } from '@/components/ui/table';
import type { InvoiceSortField } from '../invoice-search';

/**
 * A column header that sorts by its field (spec 4): clicking it again turns the order round, a
 * different field starts ascending. (The catalogue's header is typed to product fields.)
 */
export function SortHeader({
  field,
  label,
  sort,
  order,
  onSort,
  className,
}: {
  field: InvoiceSortField;
  label: string;
  sort: InvoiceSortField;
  order: 1 | -1;
  onSort: (field: InvoiceSortField, order: 1 | -1) => void;
  className?: string;
}) {
  const active = sort === field;
  const Icon = !active ? ArrowUpDown : order === 1 ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={active ? (order === 1 ? 'ascending' : 'descending') : undefined} className={className}>
      <button
        type="button"
        onClick={() => onSort(field, active && order === 1 ? -1 : 1)}
        className="hover:text-primary inline-flex items-center gap-1"
      >
        {label}
        <Icon className={active ? 'size-3.5' : 'text-muted-foreground size-3.5'} />
      </button>
    </TableHead>
  );
}
