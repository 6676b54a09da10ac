import { postBillPurchase } from '@app/shared/api/routes/bills/post-bill-purchase';
import { BILL_MESSAGES } from '@app/shared/bills/bill-record';
import { createVoucher } from '#lib/books/posting';
import { changeBill } from '#lib/bills/bill-store';
import { presentBillSummary } from '#lib/bills/present-bill';
import { requireBill } from '#lib/bills/require-bill';
import { ConflictError, ValidationError } from '#lib/errors';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { presentVoucher } from '#lib/presenters/voucher';

const ONLY_PURCHASES = 'A bill is posted as a purchase';

/**
 * "Create purchase": the reviewed purchase (or, for a bill not read, one entered by hand beside it:
 * issue 31) goes through the voucher engine like any other (its
 * checks, its refusal of a supplier's bill number already recorded), posted once per bill (the
 * bill is its idempotency key: a second click or a retried request gets the same purchase), and
 * the bill is marked posted with it.
 */
export const handler = defineRoute(postBillPurchase, COMPANY_IN_BODY, async ({ params, body, caller, membership }) => {
  const bill = await requireBill(membership.company_id, params.id);
  if (body.voucher_type !== 'Purchase') {
    throw new ValidationError(ONLY_PURCHASES, [{ field: 'voucher_type', message: ONLY_PURCHASES }]);
  }
  if (bill.status === 'queued' || bill.status === 'reading') throw new ConflictError(BILL_MESSAGES.reading);
  const { voucher, replayed } = await createVoucher(body, caller.sub, `bill:${bill.bill_id}`);
  if (bill.status === 'posted' && bill.voucher_id !== voucher.voucher_id) throw new ConflictError(BILL_MESSAGES.posted);
  const posted =
    bill.status === 'posted'
      ? bill
      : await changeBill(bill, {
          status: 'posted',
          voucher_id: voucher.voucher_id,
          voucher_number: voucher.voucher_number,
        });
  return {
    statusCode: replayed ? 200 : 201,
    message: '🎉 Purchase created from the bill',
    data: { bill: presentBillSummary(posted), voucher: presentVoucher(voucher) },
  };
});
