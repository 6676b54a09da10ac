import type { AnalyzeExpenseCommandOutput, GetExpenseAnalysisCommandOutput } from '@aws-sdk/client-textract';
import { formatAmount } from '@app/shared/money';
import { getCompany } from '#lib/db/companies';
import { notificationItem } from '#lib/db/notifications';
import { put, transact } from '#lib/db/transact';
import { billDraftFromExpense } from '#lib/extraction/bill-draft-from-expense';
import { billKey, type BillRecord } from './bill-store';

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
 * Ends a reading: the draft (the one mapper, with the company's own GSTIN so the supplier's is
 * told apart) and state ready, or failed with the reason; and in the same transaction a notice in
 * the bell of whoever kept the bill. Only a bill still being read is finished (a discarded or
 * re-read one is left alone: the condition fails and nothing is written).
 */
export async function finishReading(bill: BillRecord, outcome: ReadOutcome): Promise<void> {
  const now = new Date().toISOString();
  let finished: BillRecord;
  let notice;
  if (outcome.ok) {
    const company = await getCompany(bill.company_id);
    const draft = billDraftFromExpense(outcome.response, {
      buyerGstin: company?.company_settings.tax_details.tin ?? undefined,
    });
    finished = { ...bill, status: 'ready', draft, read_by: outcome.readBy, failure: null };
    notice = readyNotice(bill, draft);
  } else {
    finished = { ...bill, status: 'failed', failure: outcome.message };
    notice = failedNotice(bill, outcome.message);
  }
  finished = { ...finished, textract_job_id: null, version: bill.version + 1, updated_at: now };
  try {
    await transact([
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
