import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { TableCell, TableRow } from '@/components/ui/table';

/**
 * A list table's loading rows (spec: every list shows skeletons while it loads): `rows` rows of
 * `columns` cells, each a bar shaped by `cellClass`, or the cell `cell` draws.
 */
export function SkeletonRows({
  columns,
  rows = 5,
  cellClass,
  cell,
}: {
  columns: number;
  rows?: number;
  cellClass?: (column: number) => string;
  cell?: (column: number) => ReactNode;
}) {
  return Array.from({ length: rows }, (_, row) => (
    <TableRow key={row} data-testid="skeleton-row">
      {Array.from({ length: columns }, (_, column) => (
        <TableCell key={column}>{cell?.(column) ?? <Skeleton className={cellClass?.(column)} />}</TableCell>
      ))}
    </TableRow>
  ));
}
