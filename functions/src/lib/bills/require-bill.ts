import { BILL_MESSAGES } from '@app/shared/bills/bill-record';
import { NotFoundError } from '#lib/errors';
import { getBillRecord, type BillRecord } from './bill-store';

/** A bill of the company, or 404 (another company's bill is not found either). */
export async function requireBill(companyId: string, billId: string): Promise<BillRecord> {
  const bill = await getBillRecord(companyId, billId);
  if (!bill) throw new NotFoundError(BILL_MESSAGES.notFound);
  return bill;
}
