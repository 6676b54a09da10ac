import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { TableHead } from '@/components/ui/table';

export interface SortState<F extends string> {
  sort: F;
  order: 1 | -1;
  onSort: (field: F, order: 1 | -1) => void;
}

/**
 * Spec 4: clicking the field being sorted turns its order round; another field starts ascending.
 * (The catalogue's header is typed to the product fields; this one takes any list's.)
 */
export function SortButton<F extends string>({
  field,
  label,
  sort,
  order,
  onSort,
}: SortState<F> & { field: F; label: string }) {
  const active = sort === field;
  const Icon = !active ? ArrowUpDown : order === 1 ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(field, active && order === 1 ? -1 : 1)}
      aria-label={`Sort by ${label}${active ? (order === 1 ? ', ascending' : ', descending') : ''}`}
      className="hover:text-primary inline-flex items-center gap-1"
    >
      {label}
      <Icon className={active ? 'size-3.5' : 'text-muted-foreground size-3.5'} />
    </button>
  );
}

/** A column header that sorts by its field; `extra` holds a second sort in the same header. */
export function SortHeader<F extends string>({
  field,
  label,
  extra,
  ...state
}: SortState<F> & { field: F; label: string; extra?: ReactNode }) {
  const active = state.sort === field;
  return (
    <TableHead aria-sort={active ? (state.order === 1 ? 'ascending' : 'descending') : undefined}>
      <span className="inline-flex items-center gap-3">
        <SortButton field={field} label={label} {...state} />
        {extra}
      </span>
    </TableHead>
  );
}
