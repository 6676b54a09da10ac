import { retryBill } from '@app/shared/api/routes/bills/retry-bill';
import { BILL_READING_MESSAGES, BILL_READINGS_CAP } from '@app/shared/bills/bill-reading';
import { BILL_MESSAGES } from '@app/shared/bills/bill-record';
import { requireBillReading } from '#lib/billing/plan-guard';
import { changeBill } from '#lib/bills/bill-store';
import { startReading } from '#lib/bills/keep-bill';
import { addPages, countedMonth } from '#lib/bills/page-allowance';
import { presentBillSummary } from '#lib/bills/present-bill';
import { requireBill } from '#lib/bills/require-bill';
import { memberCompany } from '#lib/companies/member-company';
import { ConflictError } from '#lib/errors';
import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** A bill left queued or reading this long was dropped (a reader that died): it may be read again. */
const STUCK_AFTER_MS = 10 * 60 * 1000;

const mayReadAgain = (status: string, updatedAt: string) =>
  status === 'failed' ||
  status === 'held' ||
  ((status === 'queued' || status === 'reading') && Date.now() - Date.parse(updatedAt) > STUCK_AFTER_MS);

/**
 * Reads a failed bill again, or a held one for the first time: on a plan that reads bills (402
 * otherwise), at most BILL_READINGS_CAP times a bill (409 after; issue 31).
 */
export const handler = defineRoute(retryBill, COMPANY_IN_BODY, async ({ params, caller, membership }) => {
  const bill = await requireBill(membership.company_id, params.id);
  if (!mayReadAgain(bill.status, bill.updated_at)) throw new ConflictError(BILL_MESSAGES.cannotRetry);
  if (bill.readings >= BILL_READINGS_CAP) throw new ConflictError(BILL_READING_MESSAGES.readingsCap);
  await requireBillReading(membership.company_id, caller.sub);
  // A reading whose reader died counted its pages when it started: they are given back, as the
  // new reading counts them again.
  const counted = bill.status === 'reading' && bill.pages ? bill.pages : 0;
  const giveBack = counted ? [addPages((await memberCompany(membership)).user_id, countedMonth(bill), -counted)] : [];
  const queued = await changeBill(bill, { status: 'queued', failure: null, textract_job_id: null }, giveBack);
  return { message: 'Reading the bill', data: presentBillSummary(await startReading(queued)) };
});
