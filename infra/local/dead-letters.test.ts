import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BillMailSettings } from '@app/shared/bills/bill-record';
import type { Company } from '@app/shared/companies';
import { BILLS, listBills } from '../../functions/test/bills';
import { api, companyInput, dataOf } from '../../functions/test/fixtures';
import { signUpUser, type TestUser } from '../../functions/test/users';
import { failedEvents, redriveFailedEvents } from './dead-letters';
import { startLambdaInvokeServer } from './lambda-invoke-server';
import { Mailbox } from './mailbox';
import { invokeMailReceiver, keepInInboundBucket, sesReceipt } from './ses-local';

const RECEIVER = 'ReceiveBillMail';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

/** A mail from a stranger with one PDF attached. */
const mailTo = (address: string) =>
  Buffer.from(
    [
      'From: Stranger <billing@stranger.example.in>',
      `To: ${address}`,
      'Subject: Bill',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b"',
      '',
      '--b',
      'Content-Type: application/pdf; name="redriven.pdf"',
      'Content-Disposition: attachment; filename="redriven.pdf"',
      'Content-Transfer-Encoding: base64',
      '',
      PDF.toString('base64'),
      '--b--',
      '',
    ].join('\r\n'),
  );

/**
 * The local Lambda runtime runs its own server here (in this test's process, with its own
 * dead-letter folder), so the test can wait until an asynchronous run has ended (settled).
 */
describe('a mail the mail receiver fails on', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hisaab-dead-letters-'));
  const errors: string[] = [];
  let lambda: Awaited<ReturnType<typeof startLambdaInvokeServer>>;
  let owner: TestUser;
  let company: Company;
  let address: string;

  beforeAll(async () => {
    lambda = await startLambdaInvokeServer({
      port: 0,
      mailbox: new Mailbox(),
      deadLetters: { dir, functions: [RECEIVER] },
      onError: (error) => errors.push((error as Error).name),
    });
    owner = await signUpUser();
    company = dataOf<Company>(
      await api.post('/api/v1/user/create/company', owner.idToken, companyInput({ name: 'Redrive Pharma' })),
    );
    address = dataOf<BillMailSettings>(
      await api.get(`${BILLS}/mail/settings?company_id=${company._id}`, owner.idToken),
    ).inbound_address;
  });

  afterAll(async () => {
    await lambda.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is tried three times as Lambda does, kept with its event, and handled when redriven', async () => {
    // SES's notification arrives, but the raw mail it names is not in the bucket (yet).
    const received = await sesReceipt({ raw: mailTo(address), recipients: [address] });
    await invokeMailReceiver(lambda.url, received.event);
    await lambda.settled();

    expect(errors).toEqual(['NoSuchKey', 'NoSuchKey', 'NoSuchKey']);
    const kept = failedEvents(dir, RECEIVER);
    expect(kept.map(({ record }) => record.requestContext)).toEqual([
      expect.objectContaining({ condition: 'RetriesExhausted', approximateInvokeCount: 3 }),
    ]);
    expect(kept[0]?.record.requestPayload).toEqual(received.event);
    expect(kept[0]?.record.responsePayload.errorType).toBe('NoSuchKey');
    expect(await listBills(owner, company._id)).toEqual([]);

    // Once the mail is there, the redrive takes its bill out and empties the folder.
    await keepInInboundBucket(inject('stack'), received);
    expect(await redriveFailedEvents(lambda.url, dir, RECEIVER)).toEqual({ redriven: 1, stillFailing: [] });
    expect(failedEvents(dir, RECEIVER)).toEqual([]);
    expect((await listBills(owner, company._id)).map((bill) => [bill.file_name, bill.status])).toEqual([
      ['redriven.pdf', 'held'],
    ]);
  });

  it('keeps an event that fails again on redrive', async () => {
    const received = await sesReceipt({ raw: mailTo(address), recipients: [address] });
    await invokeMailReceiver(lambda.url, received.event);
    await lambda.settled();
    const { redriven, stillFailing } = await redriveFailedEvents(lambda.url, dir, RECEIVER);
    expect(redriven).toBe(0);
    expect(stillFailing.map(({ error }) => JSON.parse(error) as unknown)).toEqual([
      expect.objectContaining({ errorType: 'NoSuchKey' }),
    ]);
    expect(failedEvents(dir, RECEIVER)).toHaveLength(1);
  });
});
