import type { TimelineRow } from '@app/shared/reports/timeline-docs';
import type { CsvColumn } from '@/lib/csv';

/** Quantities as they are (up to 3 places); money as the CSV writer puts it (2 places). */
const quantity = (value: number) => String(value);

/** Export CSV: the timeline's columns as the screen labels them, a line per item of every page. */
export const TIMELINE_CSV_COLUMNS: CsvColumn<TimelineRow>[] = [
  { label: 'Sr. No.', value: (_, index) => String(index + 1) },
  { label: 'Item', value: (row) => row.item || 'Unnamed Product' },
  { label: 'Unit', value: (row) => row.unit || 'PCS' },
  { label: 'Opening QTY', value: (row) => quantity(row.opening_qty) },
  { label: 'Opening Rate', value: (row) => row.opening_rate },
  { label: 'Opening Value', value: (row) => row.opening_val },
  { label: 'Purchases QTY', value: (row) => quantity(row.inwards_qty) },
  { label: 'Purchases Rate', value: (row) => row.inwards_rate },
  { label: 'Purchases Value', value: (row) => row.inwards_val },
  { label: 'Sales QTY', value: (row) => quantity(row.outwards_qty) },
  { label: 'Sales Rate', value: (row) => row.outwards_rate },
  { label: 'Sales Value', value: (row) => row.outwards_val },
  { label: 'Gross Profit', value: (row) => row.gross_profit },
  { label: 'Margin %', value: (row) => row.profit_percent },
  { label: 'Current Stock QTY', value: (row) => quantity(row.closing_qty) },
  { label: 'Current Stock Rate', value: (row) => row.closing_rate },
  { label: 'Current Stock Value', value: (row) => row.closing_val },
];

/** 'inventory-timeline-2026-04-01-to-2027-03-31.csv'. */
export const timelineCsvFileName = (period: { start: string; end: string }) =>
  `inventory-timeline-${period.start}-to-${period.end}.csv`;
