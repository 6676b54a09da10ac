import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { TableHead } from '@/components/ui/table';
import type { ProductSortField } from '../catalogue-search';

/** A column header that sorts by its field; clicking it again turns the order round (spec 4). */
export function SortHeader({
  field,
  label,
  sort,
  order,
  onSort,
}: {
  field: ProductSortField;
  label: string;
  sort: ProductSortField;
  order: 1 | -1;
  onSort: (field: ProductSortField, order: 1 | -1) => void;
}) {
  const active = sort === field;
  const Icon = !active ? ArrowUpDown : order === 1 ? ArrowUp : ArrowDown;
  return (
    <TableHead aria-sort={active ? (order === 1 ? 'ascending' : 'descending') : undefined}>
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
