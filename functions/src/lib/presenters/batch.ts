import type { Batch } from '@app/shared/catalogue/batch-docs';
import { DEFAULT_EXPIRY_ALERT_DAYS, batchStatus, daysToExpiry, type StockBatch } from '@app/shared/catalogue/batches';
import { paiseToRupees, thousandthsToUnits } from '@app/shared/money';

/** The company's alert window: batches expiring within it are flagged (default 90 days). */
export const expiryWindowOf = (company: { expiry_alert_days?: number } | undefined) =>
  company?.expiry_alert_days ?? DEFAULT_EXPIRY_ALERT_DAYS;

/** A batch as the API returns it, with its status on `today` against the company's window. */
export const presentBatch = (batch: StockBatch, today: string, windowDays: number): Batch => ({
  batch_number: batch.number,
  expiry: batch.expiry,
  mfg: batch.mfg,
  mrp: batch.mrp === null ? null : paiseToRupees(batch.mrp),
  quantity: thousandthsToUnits(batch.quantity),
  status: batchStatus(batch.expiry, today, windowDays),
  days_to_expiry: daysToExpiry(batch.expiry, today),
});
