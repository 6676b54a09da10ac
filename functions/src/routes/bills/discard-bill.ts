import { discardBill } from '@app/shared/api/routes/bills/discard-bill';
import { BILL_MESSAGES } from '@app/shared/bills/bill-record';
import { deleteBillFile } from '#lib/bills/bill-files';
import { deleteBillRecord } from '#lib/bills/bill-store';
import { requireBill } from '#lib/bills/require-bill';
import { ConflictError } from '#lib/errors';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Discards a bill that is not posted: its record, then its file (if it has one). */
export const handler = defineRoute(discardBill, COMPANY_IN_QUERY, async ({ params, membership }) => {
  const bill = await requireBill(membership.company_id, params.id);
  if (bill.status === 'posted') throw new ConflictError(BILL_MESSAGES.postedDiscard);
  await deleteBillRecord(bill);
  // A bill drafted from GSTR-2B has no file.
  if (bill.file_key) await deleteBillFile(bill.file_key);
  return { message: 'Bill discarded', data: { _id: bill.bill_id } };
});
