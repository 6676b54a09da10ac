import { extractBillFile } from '@app/shared/api/routes/bills/extract-bill-file';
import { BILL_FILE_MESSAGES, detectBillType } from '@app/shared/bills/bill-files';
import { billOfKey } from '#lib/bills/bill-files';
import { takeBillUpload } from '#lib/bills/bill-uploads';
import { getBillRecord } from '#lib/bills/bill-store';
import { keepBill } from '#lib/bills/keep-bill';
import { presentBillSummary } from '#lib/bills/present-bill';
import { ValidationError } from '#lib/errors';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

const refuse = (message: string) => new ValidationError(message, [{ field: 'file', message }]);

/**
 * Spec 001 section 7 (POST /extraction/file/upload): keeps an uploaded bill and starts reading it.
 * The file must be in the company's own folder and be, by its bytes, a PDF or image up to 10 MB;
 * anything else is deleted and refused, so nothing of it is kept. The checked file is taken in
 * from the upload (takeBillUpload), so one posted again after the check is never read. Asking
 * twice for one file keeps one bill.
 */
export const handler = defineRoute(extractBillFile, COMPANY_IN_BODY, async ({ body, caller, membership }) => {
  const companyId = membership.company_id;
  const named = billOfKey(body.key);
  if (named?.companyId !== companyId) throw refuse(BILL_FILE_MESSAGES.unknownFile);
  const earlier = await getBillRecord(companyId, named.billId);
  if (earlier) return { data: presentBillSummary(earlier) };
  const head = await takeBillUpload(body.key);
  if (!head) throw refuse(BILL_FILE_MESSAGES.unknownFile);
  if ('problem' in head) throw refuse(head.problem);
  // A file that passes the check is a bill type by its bytes.
  const type = detectBillType(head.bytes) ?? 'application/pdf';
  const bill = await keepBill({
    bill_id: named.billId,
    company_id: companyId,
    source: 'upload',
    file_key: body.key,
    file_name: body.file_name?.trim() ? body.file_name : (body.key.split('/').pop() ?? 'bill'),
    media_type: type,
    size: head.size,
    sender: null,
    subject: null,
    user_id: caller.sub,
    status: 'queued',
  });
  return { statusCode: 201, message: 'Bill uploaded; reading it now', data: presentBillSummary(bill) };
});
