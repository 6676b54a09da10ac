import { logger } from '#lib/logger';
import { createBillRecord, changeBill, type BillRecord, type NewBill } from './bill-store';
import { startBillReading } from './start-reading';

export const NOT_STARTED_MESSAGE = 'Reading could not be started. Please try again.';

/** Starts reading a bill; a bill whose reader cannot be started fails at once, so it can be retried. */
export async function startReading(bill: BillRecord): Promise<BillRecord> {
  try {
    await startBillReading({ company_id: bill.company_id, bill_id: bill.bill_id });
    return bill;
  } catch (error) {
    logger.error('bill reader not started', { bill: bill.bill_id, error: (error as Error).message });
    return changeBill(bill, { status: 'failed', failure: NOT_STARTED_MESSAGE });
  }
}

/**
 * Keeps a bill whose file is stored: its record, queued (and reading started) or held (kept for
 * the user's decision, not read).
 */
export async function keepBill(bill: NewBill): Promise<BillRecord> {
  const kept = await createBillRecord(bill);
  return kept.status === 'queued' ? startReading(kept) : kept;
}
