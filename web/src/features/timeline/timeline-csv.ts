import type { TimelineRow } from '@app/shared/reports/timeline-docs';
import type { CsvColumn } from '@/lib/csv';

/**
 * Export CSV and Excel: the timeline's columns as the screen labels them, a line per item of every
 * page. Quantities as they are (up to 3 places); money as the CSV writer puts it (2 places).
 */
export const TIMELINE_CSV_COLUMNS: CsvColumn<TimelineRow>[] = [
  { label: 'Sr. No.', value: (_, index) => index + 1, quantity: true },
  { label: 'Item', value: (row) => row.item || 'Unnamed Product' },
  { label: 'Unit', value: (row) => row.unit || 'PCS' },
  { label: 'Opening QTY', value: (row) => row.opening_qty, quantity: true },
  { label: 'Opening Rate', value: (row) => row.opening_rate },
  { label: 'Opening Value', value: (row) => row.opening_val },
  { label: 'Purchases QTY', value: (row) => row.inwards_qty, quantity: true },
  { label: 'Purchases Rate', value: (row) => row.inwards_rate },
  { label: 'Purchases Value', value: (row) => row.inwards_val },
  { label: 'Sales QTY', value: (row) => row.outwards_qty, quantity: true },
  { label: 'Sales Rate', value: (row) => row.outwards_rate },
  { label: 'Sales Value', value: (row) => row.outwards_val },
  { label: 'Gross Profit', value: (row) => row.gross_profit },
  { label: 'Margin %', value: (row) => row.profit_percent },
  { label: 'Current Stock QTY', value: (row) => row.closing_qty, quantity: true },
  { label: 'Current Stock Rate', value: (row) => row.closing_rate },
  { label: 'Current Stock Value', value: (row) => row.closing_val },
];

/** The files' name, 'inventory-timeline-2026-04-01-to-2027-03-31', and the sheet's. */
export const timelineExportNames = (period: { start: string; end: string }) => ({
  fileName: `inventory-timeline-${period.start}-to-${period.end}`,
  title: 'Inventory Timeline',
});
