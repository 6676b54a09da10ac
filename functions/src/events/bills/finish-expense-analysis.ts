import type { SNSEvent } from 'aws-lambda';
import { billOfKey } from '#lib/bills/bill-files';
import { getBillRecord } from '#lib/bills/bill-store';
import { finishReading } from '#lib/bills/finish-reading';
import { expenseAnalysisResult } from '#lib/bills/read-with-textract';
import { logger } from '#lib/logger';

/** What Textract publishes when an asynchronous analysis ends (the fields used here). */
interface CompletionNotice {
  JobId?: string;
  Status?: string;
  DocumentLocation?: { S3ObjectName?: string };
}

/**
 * In AWS only: Textract's notice that a bill's StartExpenseAnalysis job ended. Fetches the result
 * and finishes the bill (ready or failed), if the bill still waits for that job.
 */
export const handler = async (event: SNSEvent): Promise<void> => {
  for (const record of event.Records) {
    let notice: CompletionNotice;
    try {
      notice = JSON.parse(record.Sns.Message) as CompletionNotice;
    } catch {
      logger.error('unreadable Textract notice', { message: record.Sns.Message });
      continue;
    }
    const read = billOfKey(notice.DocumentLocation?.S3ObjectName ?? '');
    if (!read || !notice.JobId) continue;
    const bill = await getBillRecord(read.companyId, read.billId);
    if (bill?.status !== 'reading' || bill.textract_job_id !== notice.JobId) continue;
    await finishReading(bill, await expenseAnalysisResult(notice.JobId));
  }
};
