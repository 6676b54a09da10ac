import { config } from '#lib/config';
import { startWorker } from '#lib/workers/start-worker';

/** What the ReadBill worker is started with. */
export interface ReadBillEvent {
  company_id: string;
  bill_id: string;
}

/**
 * Starts reading a kept bill without waiting for it. The route answers at once with the queued
 * bill; the page polls until it is ready or failed.
 */
export async function startBillReading(event: ReadBillEvent): Promise<void> {
  await startWorker(config.billReaderFunction, event);
}
