import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { TableHead } from '@/components/ui/table';

/** A list's sort, as its URL keeps it, and the way to change it. */
export interface SortState<F extends string> {
  sort: F;
  order: 1 | -1;
  onSort: (field: F, order: 1 | -1) => void;
}

interface SortButtonProps<F extends string> extends SortState<F> {
  field: F;
  label: string;
  /**
   * The button's name says what it does and the order ('Sort by Type, ascending'), for a header
   * that holds two sorts (the customers directory); otherwise the name is the column's label.
   */
  spokenOrder?: boolean;
}

/** Spec 4: clicking the field being sorted turns its order round; another field starts ascending. */
export function SortButton<F extends string>({ field, label, sort, order, onSort, spokenOrder }: SortButtonProps<F>) {
  const active = sort === field;
  const Icon = !active ? ArrowUpDown : order === 1 ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(field, active && order === 1 ? -1 : 1)}
      aria-label={
        spokenOrder ? `Sort by ${label}${active ? (order === 1 ? ', ascending' : ', descending') : ''}` : undefined
      }
      className="hover:text-primary inline-flex items-center gap-1"
    >
      {label}
      <Icon className={active ? 'size-3.5' : 'text-muted-foreground size-3.5'} />
    </button>
  );
}

/** A column header that sorts by its field; `extra` holds a second sort in the same header. */
export function SortHeader<F extends string>({
  className,
  extra,
  ...button
}: SortButtonProps<F> & { className?: string; extra?: ReactNode }) {
  const active = button.sort === button.field;
  return (
    <TableHead aria-sort={active ? (button.order === 1 ? 'ascending' : 'descending') : undefined} className={className}>
      {extra ? (
        <span className="inline-flex items-center gap-3">
          <SortButton {...button} />
          {extra}
        </span>
      ) : (
        <SortButton {...button} />
      )}
    </TableHead>
  );
}
