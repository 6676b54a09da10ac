import {
  AnalyzeExpenseCommand,
  GetExpenseAnalysisCommand,
  type GetExpenseAnalysisCommandOutput,
  StartExpenseAnalysisCommand,
  TextractClient,
} from '@aws-sdk/client-textract';
import { UNREADABLE_BILL_MESSAGE } from '#lib/extraction/local/unreadable';
import { config } from '#lib/config';
import { logger } from '#lib/logger';
import type { BillRecord } from './bill-store';
import type { ReadOutcome } from './finish-reading';

let client: TextractClient | undefined;
const textract = () => (client ??= new TextractClient({ region: config.region }));

/** Textract's answers that mean the file itself cannot be read; anything else may pass on a retry. */
const BAD_FILE_ERRORS = new Set([
  'UnsupportedDocumentException',
  'BadDocumentException',
  'DocumentTooLargeException',
  'InvalidS3ObjectException',
]);

export const BUSY_MESSAGE = 'The bill reader is busy. Please try again in a minute.';

function failureOf(error: unknown): ReadOutcome {
  const name = error instanceof Error ? error.name : '';
  logger.warn('textract refused a bill', { error: name, message: error instanceof Error ? error.message : '' });
  return { ok: false, message: BAD_FILE_ERRORS.has(name) ? UNREADABLE_BILL_MESSAGE : BUSY_MESSAGE };
}

const document = (bill: BillRecord) => ({ S3Object: { Bucket: config.uploadsBucket, Name: bill.file_key } });

/**
 * Reads a bill with Textract. An image is read at once (AnalyzeExpense); a PDF, which may have many
 * pages, is started as a job (StartExpenseAnalysis) whose completion Textract announces on SNS
 * (finish-expense-analysis), so this returns its job id instead of an outcome.
 */
export async function readWithTextract(bill: BillRecord): Promise<ReadOutcome | { jobId: string }> {
  try {
    if (bill.media_type !== 'application/pdf') {
      const response = await textract().send(new AnalyzeExpenseCommand({ Document: document(bill) }));
      return { ok: true, response, readBy: 'textract' };
    }
    const started = await textract().send(
      new StartExpenseAnalysisCommand({
        DocumentLocation: document(bill),
        NotificationChannel: { SNSTopicArn: config.textractSnsTopicArn, RoleArn: config.textractRoleArn },
        // The same bill started twice (a retried invocation) is one job.
        ClientRequestToken: `${bill.bill_id}-${bill.version}`.replace(/[^\w-]/g, '').slice(0, 64),
        JobTag: bill.bill_id.replace(/[^\w.:-]/g, '').slice(0, 64),
      }),
    );
    if (!started.JobId) return { ok: false, message: BUSY_MESSAGE };
    return { jobId: started.JobId };
  } catch (error) {
    return failureOf(error);
  }
}

/** A finished job's whole result: GetExpenseAnalysis pages through long documents. */
export async function expenseAnalysisResult(jobId: string): Promise<ReadOutcome> {
  try {
    const pages: GetExpenseAnalysisCommandOutput[] = [];
    let nextToken: string | undefined;
    do {
      const page = await textract().send(new GetExpenseAnalysisCommand({ JobId: jobId, NextToken: nextToken }));
      if (page.JobStatus !== 'SUCCEEDED') return { ok: false, message: UNREADABLE_BILL_MESSAGE };
      pages.push(page);
      nextToken = page.NextToken;
    } while (nextToken);
    const [first] = pages;
    if (!first) return { ok: false, message: UNREADABLE_BILL_MESSAGE };
    const response = { ...first, ExpenseDocuments: pages.flatMap((page) => page.ExpenseDocuments ?? []) };
    return { ok: true, response, readBy: 'textract' };
  } catch (error) {
    return failureOf(error);
  }
}
