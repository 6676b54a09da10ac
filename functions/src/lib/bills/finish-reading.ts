import type { AnalyzeExpenseCommandOutput, GetExpenseAnalysisCommandOutput } from '@aws-sdk/client-textract';
import { formatAmount } from '@app/shared/money';
import { getCompany } from '#lib/db/companies';
import { notificationItem } from '#lib/db/notifications';
import { put, transact, type Step } from '#lib/db/transact';
import { billDraftFromExpense } from '#lib/extraction/bill-draft-from-expense';
import { billBuyerOf } from './bill-buyer';
import { draftProblems } from '#lib/extraction/draft-problems';
import { billKey, type BillRecord } from './bill-store';
import { addPages, countedMonth } from './page-allowance';

/** The bill was discarded or read again while this reading ran. */
class NoLongerWanted extends Error {}

export type ReadOutcome =
  | { ok: true; response: AnalyzeExpenseCommandOutput | GetExpenseAnalysisCommandOutput; readBy: BillRecord['read_by'] }
  | { ok: false; message: string };

const readyNotice = (bill: BillRecord, draft: NonNullable<BillRecord['draft']>) => ({
  title: 'Bill ready for review',
  description: [
    bill.file_name,
    draft.supplier_name?.value,
    draft.grand_total ? `₹${formatAmount(draft.grand_total.value)}` : undefined,
  ]
    .filter(Boolean)
    .join(' · '),
  type: 'success' as const,
});

const failedNotice = (bill: BillRecord, message: string) => ({
  title: 'Bill could not be read',
  description: `${bill.file_name}: ${message}`,
  type: 'error' as const,
});

/**
 * Issue 31: what a finished reading really cost. Its pages were counted when it started (from the
 * file's page tree); the reader's own page count settles the month's count, and a reading that
 * failed gives its pages back (its retries are capped instead). A bill refused before reading
 * (still queued) was never counted.
 */
function pageCorrection(bill: BillRecord, ownerId: string | undefined, cost: number): Step[] {
  if (bill.status !== 'reading' || bill.pages === null || !ownerId || cost === bill.pages) return [];
  return [addPages(ownerId, countedMonth(bill), cost - bill.pages)];
}

/**
 * Ends a reading: the draft (the one mapper, with the company's own GSTIN so the supplier's is
 * told apart) with what does not add up on it, and state ready, or failed with the reason; and in the same transaction a notice in
 * the bell of whoever kept the bill, and the month's page count put right (pageCorrection). Only
 * a bill still as read is finished (a discarded or re-read one is left alone: the condition fails
 * and nothing is written).
 */
export async function finishReading(bill: BillRecord, outcome: ReadOutcome): Promise<void> {
  const now = new Date().toISOString();
  const company = await getCompany(bill.company_id);
  let finished: BillRecord;
  let notice;
  let correction: Step[];
  if (outcome.ok) {
    const draft = billDraftFromExpense(outcome.response, { buyer: billBuyerOf(company) });
    const pages = outcome.response.DocumentMetadata?.Pages ?? bill.pages;
    correction = pageCorrection(bill, company?.user_id, pages ?? 0);
    const problems = draftProblems(draft).map((problem) => problem.message);
    finished = { ...bill, status: 'ready', draft, problems, read_by: outcome.readBy, failure: null, pages };
    notice = readyNotice(bill, draft);
  } else {
    correction = pageCorrection(bill, company?.user_id, 0);
    finished = { ...bill, status: 'failed', failure: outcome.message };
    notice = failedNotice(bill, outcome.message);
  }
  finished = { ...finished, textract_job_id: null, version: bill.version + 1, updated_at: now };
  try {
    await transact([
      ...correction,
      put(
        { ...billKey(bill.company_id, bill.bill_id), entity: 'bill', ...finished },
        'version = :read',
        () => new NoLongerWanted(),
        { ':read': bill.version },
      ),
      put(notificationItem(bill.user_id, notice)),
    ]);
  } catch (error) {
    if (error instanceof NoLongerWanted) return;
    throw error;
  }
}
