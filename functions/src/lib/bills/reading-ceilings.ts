import { standingOf } from '@app/shared/billing/plans';
import { BILL_PAGE_CAP, BILL_READING_MESSAGES, BILL_READINGS_CAP } from '@app/shared/bills/bill-reading';
import { getCompany } from '#lib/db/companies';
import { setVersionedFields, transact } from '#lib/db/transact';
import { readBillFile } from './bill-files';
import { billKey, type BillRecord } from './bill-store';
import { finishReading } from './finish-reading';
import { pageAllowanceOf, pagesUsed, reservePages } from './page-allowance';
import { pdfPageCount } from './pdf-page-count';

class OverAllowance extends Error {}
class NoLongerWanted extends Error {}

/** The pages a reading of the bill will cost: an image is one; a PDF as many as its page tree says. */
async function pagesOf(bill: BillRecord): Promise<{ pages: number; bytes?: Uint8Array }> {
  if (bill.media_type !== 'application/pdf') return { pages: 1 };
  const bytes = await readBillFile(bill.file_key);
  return { pages: pdfPageCount(bytes) ?? 1, bytes };
}

export type ReadingStart =
  | { started: true; bill: BillRecord; bytes?: Uint8Array }
  /** Refused by a ceiling (the bill is failed with why and kept), or changed by someone else meanwhile. */
  | { started: false };

/**
 * Issue 31: starts reading a queued bill within its ceilings: the owner's plan reads bills and is
 * in force, the bill has been read fewer than BILL_READINGS_CAP times, its file has at most
 * BILL_PAGE_CAP pages, and its pages fit in what is left of the owner's allowance this month. The
 * bill turns to reading and its pages are added to the month's count in one transaction (the
 * count's condition refuses the reading that would go over). A refused bill is failed with the
 * reason, told in the bell, and kept, to be entered by hand; nothing is counted for it.
 */
export async function startWithinCeilings(bill: BillRecord, now = new Date()): Promise<ReadingStart> {
  const company = await getCompany(bill.company_id);
  if (!company) return { started: false };
  const owner = company.user_id;
  const allowance = await pageAllowanceOf(owner, now);
  if (!allowance) return { started: false };
  const refuse = async (message: string): Promise<ReadingStart> => {
    await finishReading(bill, { ok: false, message });
    return { started: false };
  };
  const { subscription, allowed, month } = allowance;
  if (allowed === null) {
    const reason = standingOf(subscription, now).reason;
    return refuse(reason ? BILL_READING_MESSAGES[reason] : BILL_READING_MESSAGES.notIncluded(subscription.plan));
  }
  if (bill.readings >= BILL_READINGS_CAP) return refuse(BILL_READING_MESSAGES.readingsCap);
  const { pages, bytes } = await pagesOf(bill);
  if (pages > BILL_PAGE_CAP) return refuse(BILL_READING_MESSAGES.pageCap(pages));

  const reading = { status: 'reading' as const, failure: null, pages, readings: bill.readings + 1 };
  try {
    await transact([
      setVersionedFields(
        billKey(bill.company_id, bill.bill_id),
        { ...reading, updated_at: now.toISOString() },
        bill.version,
        () => new NoLongerWanted(),
      ),
      reservePages(owner, month, pages, allowed, () => new OverAllowance()),
    ]);
  } catch (error) {
    if (error instanceof NoLongerWanted) return { started: false };
    if (!(error instanceof OverAllowance)) throw error;
    const used = await pagesUsed(owner, month);
    const trial = subscription.status === 'trialing';
    return refuse(BILL_READING_MESSAGES.allowance({ plan: subscription.plan, trial, allowed, used, pages, month }));
  }
  return {
    started: true,
    bill: { ...bill, ...reading, updated_at: now.toISOString(), version: bill.version + 1 },
    ...(bytes ? { bytes } : {}),
  };
}
