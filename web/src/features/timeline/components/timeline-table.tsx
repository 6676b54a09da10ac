import type { Timeline, TimelineRow } from '@app/shared/reports/timeline-docs';
import { formatAmount } from '@app/shared/money';
import { SkeletonRows } from '@/components/skeleton-rows';
import { STICKY_COLUMN } from '@/components/table-columns';
import { SortButton, type SortState } from '@/components/sort-header';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatPercent, formatQuantity } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { TimelineSortField } from '../timeline-search';

const COLUMNS = 16;
const NAME_LENGTH = 35;

/** Spec 2: names cut at 35 characters; a product without one is 'Unnamed Product', a unit 'PCS'. */
const itemName = (name: string) => {
  const shown = name.trim() || 'Unnamed Product';
  return shown.length > NAME_LENGTH ? `${shown.slice(0, NAME_LENGTH)}…` : shown;
};

const tone = (value: number) => (value >= 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive');
const negativeTone = (value: number) => (value < 0 ? 'text-destructive' : undefined);

/**
 * Quantity (in the unit beside the item's name), rate and value of a column group; purchases and
 * sales show a dash with nothing moved.
 */
function Figures({
  qty,
  rate,
  value,
  dashWhenEmpty = false,
  className,
}: {
  qty: number;
  rate: number;
  value: number;
  dashWhenEmpty?: boolean;
  className?: string;
}) {
  if (dashWhenEmpty && (qty === 0 || value === 0)) {
    return Array.from({ length: 3 }, (_, index) => (
      <TableCell key={index} className="text-muted-foreground text-right">
        –
      </TableCell>
    ));
  }
  return (
    <>
      <TableCell className={cn('text-right', className)}>{formatQuantity(qty)}</TableCell>
      <TableCell className={cn('text-right', className)}>{formatAmount(rate)}</TableCell>
      <TableCell className={cn('text-right font-medium', className)}>{formatAmount(value)}</TableCell>
    </>
  );
}

function TimelineItemRow({ row, number }: { row: TimelineRow; number: number }) {
  const unit = row.unit || 'PCS';
  return (
    <TableRow>
      <TableCell className="text-muted-foreground">{number}</TableCell>
      <TableCell className={cn('font-medium', STICKY_COLUMN)} title={row.item}>
        {itemName(row.item)} <span className="text-muted-foreground text-xs">({unit})</span>
      </TableCell>
      <Figures qty={row.opening_qty} rate={row.opening_rate} value={row.opening_val} />
      <Figures qty={row.inwards_qty} rate={row.inwards_rate} value={row.inwards_val} dashWhenEmpty />
      <Figures qty={row.outwards_qty} rate={row.outwards_rate} value={row.outwards_val} dashWhenEmpty />
      <TableCell className={cn('text-right font-medium', tone(row.gross_profit))}>
        {formatAmount(row.gross_profit)}
      </TableCell>
      <TableCell className={cn('text-right', tone(row.profit_percent))}>{formatPercent(row.profit_percent)}</TableCell>
      <Figures
        qty={row.closing_qty}
        rate={row.closing_rate}
        value={row.closing_val}

        className={negativeTone(row.closing_val)}
      />
    </TableRow>
  );
}

const GROUPS = [
  ['Opening Balance', 3],
  ['Purchases', 3],
  ['Sales', 3],
  ['Gross Profit', 2],
  ['Current Stock', 3],
] as const;

const SUB_HEADERS = [
  'QTY',
  'Rate',
  'Value',
  'QTY',
  'Rate',
  'Value',
  'QTY',
  'Rate',
  'Value',
  'Value',
  'Margin %',
  'QTY',
  'Rate',
  'Value',
];

interface TimelineTableProps extends SortState<TimelineSortField> {
  /** undefined while the first page loads (5 skeleton rows). */
  timeline: Timeline | undefined;
  /** Sr. No. continues across pages: the first row's number less one. */
  offset: number;
}

/**
 * Spec 2, the timeline table: each item's opening, purchases, sales, gross profit and current stock
 * over the period, and the totals row over every matching item (not only this page).
 */
export function TimelineTable({ timeline, offset, sort, order, onSort }: TimelineTableProps) {
  const meta = timeline?.meta;
  return (
    <div className="bg-card rounded-lg border">
      <Table className="text-[13px] tabular-nums">
        <TableHeader>
          <TableRow>
            <TableHead rowSpan={2}>Sr. No.</TableHead>
            <TableHead
              rowSpan={2}
              aria-sort={sort === 'item' ? (order === 1 ? 'ascending' : 'descending') : undefined}
              className={STICKY_COLUMN}
            >
              <SortButton field="item" label="Item Details (Unit)" sort={sort} order={order} onSort={onSort} />
            </TableHead>
            {GROUPS.map(([label, span]) => (
              <TableHead key={label} colSpan={span} className="border-l text-center">
                {label}
              </TableHead>
            ))}
          </TableRow>
          <TableRow>
            {SUB_HEADERS.map((label, index) => (
              <TableHead key={index} className={cn('text-right', [0, 3, 6, 9, 11].includes(index) && 'border-l')}>
                {label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {timeline === undefined ? (
            <SkeletonRows columns={COLUMNS} cellClass={(cell) => (cell === 1 ? 'h-4 w-40' : 'h-4 w-14')} />
          ) : (
            timeline.docs.map((row, index) => <TimelineItemRow key={row._id} row={row} number={offset + index + 1} />)
          )}
        </TableBody>
        {meta && (
          <TableFooter>
            <TableRow className="font-semibold">
              <TableCell colSpan={2} className={STICKY_COLUMN}>
                Totals
              </TableCell>
              <TableCell colSpan={3} className="text-right">
                {formatAmount(meta.opening_val)}
              </TableCell>
              <TableCell colSpan={3} className="text-right">
                {formatAmount(meta.inwards_val)}
              </TableCell>
              <TableCell colSpan={3} className="text-right">
                {formatAmount(meta.outwards_val)}
              </TableCell>
              <TableCell className={cn('text-right', tone(meta.gross_profit))}>
                {formatAmount(meta.gross_profit)}
              </TableCell>
              <TableCell className={cn('text-right', tone(meta.profit_percent))}>
                {formatPercent(meta.profit_percent)}
              </TableCell>
              <TableCell colSpan={3} className={cn('text-right', negativeTone(meta.closing_val))}>
                {formatAmount(meta.closing_val)}
              </TableCell>
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </div>
  );
}
