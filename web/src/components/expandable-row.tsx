import { ChevronDown, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { TableCell, TableRow } from '@/components/ui/table';

interface ExpandableRowProps {
  /** The row's id in the page: its details row is `<id>-details`. */
  id: string;
  /** The toggle's name: 'Invoices of …'. */
  label: string;
  columns: number;
  expanded: boolean;
  onToggle: () => void;
  /** The row's cells after the toggle. */
  children: ReactNode;
  /** What opens under the row. */
  details: ReactNode;
}

/**
 * A table row that opens or closes by a click anywhere on it or on its button (spec 2: inventory
 * and summary rows); links and buttons inside keep their own clicks. Opened, a full-width row
 * under it holds the details.
 */
export function ExpandableRow({ id, label, columns, expanded, onToggle, children, details }: ExpandableRowProps) {
  const detailsId = `${id}-details`;
  const Chevron = expanded ? ChevronDown : ChevronRight;
  return (
    <>
      <TableRow
        data-state={expanded ? 'selected' : undefined}
        onClick={(event) => {
          if (!(event.target as HTMLElement).closest('a, button')) onToggle();
        }}
        className="cursor-pointer"
      >
        <TableCell className="w-10">
          <Button
            variant="ghost"
            size="icon"
            className="size-7"
            aria-label={label}
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            onClick={onToggle}
          >
            <Chevron />
          </Button>
        </TableCell>
        {children}
      </TableRow>
      {expanded && (
        <TableRow id={detailsId} className="bg-muted/40 hover:bg-muted/40">
          <TableCell colSpan={columns} className="px-4 py-4 sm:px-6">
            {details}
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
