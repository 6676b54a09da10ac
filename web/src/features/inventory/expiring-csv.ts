import { expiryLabel } from '@app/shared/catalogue/batches';
import type { ExpiringBatch } from '@app/shared/catalogue/batch-docs';
import { batchStatusLabel } from '@/components/batch-status-chip';
import type { CsvColumn } from '@/lib/csv';
import type { ExpiryFilter } from './inventory-search';

/**
 * Export CSV on the Expiring tab: its columns, with days and quantity as plain numbers a
 * spreadsheet can sort and add (days negative once expired, the unit beside the quantity as the
 * inventory export has it), and the batch's MRP, which the tab leaves to the product page.
 */
export const EXPIRING_CSV_COLUMNS: CsvColumn<ExpiringBatch>[] = [
  { label: 'Sr. No.', value: (_, index) => String(index + 1) },
  { label: 'Item Name', value: (batch) => batch.stock_item_name },
  { label: 'Batch', value: (batch) => batch.batch_number },
  { label: 'Expiry', value: (batch) => expiryLabel(batch.expiry) },
  { label: 'Days to Expiry', value: (batch) => String(batch.days_to_expiry) },
  { label: 'Quantity', value: (batch) => String(batch.quantity) },
  { label: 'Unit', value: (batch) => batch.unit },
  { label: 'MRP', value: (batch) => batch.mrp },
  { label: 'Status', value: (batch) => batchStatusLabel(batch.status) },
];

const FILTER_IN_NAME: Record<ExpiryFilter, string> = { all: '', expired: '-expired', expiring: '-expiring-soon' };

/** 'expiring-batches-2026-06-15.csv', or with the filter on screen: 'expiring-batches-expired-2026-06-15.csv'. */
export const expiringCsvFileName = (filter: ExpiryFilter, today: string) =>
  `expiring-batches${FILTER_IN_NAME[filter]}-${today}.csv`;
