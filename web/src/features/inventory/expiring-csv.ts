import { expiryLabel } from '@app/shared/catalogue/batches';
import type { ExpiringBatch } from '@app/shared/catalogue/batch-docs';
import { batchStatusLabel } from '@/components/batch-status-chip';
import type { CsvColumn } from '@/lib/csv';
import type { ExpiryFilter } from './inventory-search';

/**
 * Export CSV and Excel on the Expiring tab: its columns, with days and quantity as plain numbers a
 * spreadsheet can sort and add (days negative once expired, the unit beside the quantity as the
 * inventory export has it), and the batch's MRP, which the tab leaves to the product page.
 */
export const EXPIRING_CSV_COLUMNS: CsvColumn<ExpiringBatch>[] = [
  { label: 'Sr. No.', value: (_, index) => index + 1, quantity: true },
  { label: 'Item Name', value: (batch) => batch.stock_item_name },
  { label: 'Batch', value: (batch) => batch.batch_number },
  { label: 'Expiry', value: (batch) => expiryLabel(batch.expiry) },
  { label: 'Days to Expiry', value: (batch) => batch.days_to_expiry, quantity: true },
  { label: 'Quantity', value: (batch) => batch.quantity, quantity: true },
  { label: 'Unit', value: (batch) => batch.unit },
  { label: 'MRP', value: (batch) => batch.mrp },
  { label: 'Status', value: (batch) => batchStatusLabel(batch.status) },
];

const FILTER_IN_NAME: Record<ExpiryFilter, string> = { all: '', expired: '-expired', expiring: '-expiring-soon' };

/**
 * The files' name, 'expiring-batches-2026-06-15', or with the filter on screen
 * 'expiring-batches-expired-2026-06-15'; and the sheet's.
 */
export const expiringExportNames = (filter: ExpiryFilter, today: string) => ({
  fileName: `expiring-batches${FILTER_IN_NAME[filter]}-${today}`,
  title: 'Expiring Batches',
});
