import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AnalyzeExpenseCommand,
  GetExpenseAnalysisCommand,
  type GetExpenseAnalysisCommandOutput,
  StartExpenseAnalysisCommand,
  TextractClient,
} from '@aws-sdk/client-textract';
import type { SNSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BillMediaType } from '@app/shared/bills/bill-files';
import { handler as finishExpenseAnalysis } from '../../events/bills/finish-expense-analysis';
import { textractDir as testdata, textractResponse } from '#lib/extraction/test/textract-samples';
import { companyOf } from '../../../test/catalogue';
import { signUpUser, type TestUser } from '../../../test/users';
import { billFileKey, storeBillFile } from './bill-files';
import { createBillRecord, getBillRecord, newBillId } from './bill-store';
import { pagesUsed } from './page-allowance';
import { readBill } from './read-bill';

/**
 * The AWS path of reading, with Textract (which has no emulator) mocked by aws-sdk-client-mock and
 * answering with real responses from the shared test documents; DynamoDB and S3 are the emulators.
 */
const textract = mockClient(TextractClient);
let owner: TestUser;
let companyId: string;
const ENV = {
  BILL_READER: 'textract',
  TEXTRACT_SNS_TOPIC_ARN: 'arn:aws:sns:ap-south-1:123456789012:hisaab-textract',
  TEXTRACT_ROLE_ARN: 'arn:aws:iam::123456789012:role/hisaab-textract',
};
const before = { ...process.env };

async function keptBill(fileName: string, type: BillMediaType) {
  const billId = newBillId();
  const key = billFileKey(companyId, billId, type);
  await storeBillFile(key, readFileSync(join(testdata, fileName)), type);
  return createBillRecord({
    bill_id: billId,
    company_id: companyId,
    source: 'upload',
    file_key: key,
    file_name: fileName,
    media_type: type,
    size: 1,
    sender: null,
    subject: null,
    user_id: owner.sub,
    status: 'queued',
  });
}

const completion = (jobId: string, key: string, status = 'SUCCEEDED'): SNSEvent =>
  ({
    Records: [
      {
        Sns: {
          Message: JSON.stringify({
            JobId: jobId,
            Status: status,
            API: 'StartExpenseAnalysis',
            DocumentLocation: { S3ObjectName: key },
          }),
        },
      },
    ],
  }) as unknown as SNSEvent;

describe('reading bills with Textract (AWS)', () => {
  beforeAll(async () => {
    owner = await signUpUser();
    companyId = (await companyOf(owner, 'tax on'))._id;
    Object.assign(process.env, ENV);
  });
  afterAll(() => {
    process.env = before;
    textract.restore();
  });
  beforeEach(() => textract.reset());

  it('reads an image at once with AnalyzeExpense, from the bill in S3', async () => {
    textract.on(AnalyzeExpenseCommand).resolves({ ...textractResponse('test_analyze_expense_from_path.json') });
    const bill = await keptBill('receipt.jpg', 'image/jpeg');
    await readBill(companyId, bill.bill_id);
    expect(textract.commandCalls(AnalyzeExpenseCommand)[0]?.args[0].input).toEqual({
      Document: { S3Object: { Bucket: process.env.UPLOADS_BUCKET, Name: bill.file_key } },
    });
    expect(await getBillRecord(companyId, bill.bill_id)).toMatchObject({
      status: 'ready',
      read_by: 'textract',
      draft: { supplier_name: { value: 'MEGA MARKET PLUS' }, grand_total: { value: 1810.46 } },
    });
  });

  it('starts a job for a PDF and finishes the bill when Textract announces it, paging through the result', async () => {
    textract.on(StartExpenseAnalysisCommand).resolves({ JobId: 'job-42' });
    const whole = textractResponse('analyzeExpenseResponse-multipage.json');
    const [page1, page2] = whole.ExpenseDocuments ?? [];
    textract
      .on(GetExpenseAnalysisCommand, { JobId: 'job-42', NextToken: undefined })
      .resolves({
        JobStatus: 'SUCCEEDED',
        DocumentMetadata: { Pages: 2 },
        ExpenseDocuments: page1 ? [page1] : [],
        NextToken: 'page-2',
      } as GetExpenseAnalysisCommandOutput)
      .on(GetExpenseAnalysisCommand, { JobId: 'job-42', NextToken: 'page-2' })
      .resolves({ JobStatus: 'SUCCEEDED', ExpenseDocuments: page2 ? [page2] : [] });
    const bill = await keptBill('sample-invoice.pdf', 'application/pdf');

    await readBill(companyId, bill.bill_id);
    const started = textract.commandCalls(StartExpenseAnalysisCommand)[0]?.args[0].input;
    expect(started).toMatchObject({
      DocumentLocation: { S3Object: { Name: bill.file_key } },
      NotificationChannel: { SNSTopicArn: ENV.TEXTRACT_SNS_TOPIC_ARN, RoleArn: ENV.TEXTRACT_ROLE_ARN },
    });
    // Counted when the job started by the file's page tree (1 page), as the allowance needs it then.
    expect(await getBillRecord(companyId, bill.bill_id)).toMatchObject({
      status: 'reading',
      textract_job_id: 'job-42',
      pages: 1,
    });
    const usedBefore = await pagesUsed(owner.sub);

    // Another job's notice, or one for a key that is no bill, changes nothing.
    await finishExpenseAnalysis(completion('job-7', bill.file_key));
    await finishExpenseAnalysis(completion('job-42', 'images/someone/logo.png'));
    expect((await getBillRecord(companyId, bill.bill_id))?.status).toBe('reading');

    await finishExpenseAnalysis(completion('job-42', bill.file_key));
    expect(await getBillRecord(companyId, bill.bill_id)).toMatchObject({
      status: 'ready',
      textract_job_id: null,
      draft: { pages: 2, grand_total: { value: 5715, region: { page: 2 } } },
      pages: 2,
    });
    // Textract read 2 pages: its count settles the month's (issue 31).
    expect(await pagesUsed(owner.sub)).toBe(usedBefore + 1);
  });

  it('fails a bill Textract cannot read, and says to try again when Textract is busy', async () => {
    const unsupported = Object.assign(new Error('Unsupported document format'), {
      name: 'UnsupportedDocumentException',
    });
    textract
      .on(AnalyzeExpenseCommand)
      .rejectsOnce(unsupported)
      .rejectsOnce(Object.assign(new Error('Rate exceeded'), { name: 'ProvisionedThroughputExceededException' }));
    const bad = await keptBill('invoice.png', 'image/png');
    await readBill(companyId, bad.bill_id);
    expect(await getBillRecord(companyId, bad.bill_id)).toMatchObject({
      status: 'failed',
      failure: 'This file could not be read as a bill',
    });
    const busy = await keptBill('invoice.png', 'image/png');
    await readBill(companyId, busy.bill_id);
    expect(await getBillRecord(companyId, busy.bill_id)).toMatchObject({
      status: 'failed',
      failure: 'The bill reader is busy. Please try again in a minute.',
    });
  });
});
