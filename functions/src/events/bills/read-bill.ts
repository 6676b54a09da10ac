import { readBill } from '#lib/bills/read-bill';
import type { ReadBillEvent } from '#lib/bills/start-reading';
import { logger } from '#lib/logger';

/**
 * The ReadBill worker (event-handlers.ts): started asynchronously with { company_id, bill_id } when
 * a bill is kept or read again; reads it and leaves it ready for review or failed.
 */
export const handler = async (event: ReadBillEvent): Promise<void> => {
  // An event from elsewhere may lack them, whatever the type says.
  const { company_id: companyId, bill_id: billId } = event as Partial<ReadBillEvent>;
  if (typeof companyId !== 'string' || typeof billId !== 'string') {
    logger.error('ReadBill started without a bill', { event });
    return;
  }
  await readBill(companyId, billId);
};
