import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { documentClient, tableName } from '#lib/db/client';
import { callLocalApi } from '../../../test/api';
import { httpEvent, parseResult, testContext } from '../../../test/http-event';
import { handler } from './send-query-email';

const enquiry = {
  firstName: 'Priya',
  lastName: 'Nair',
  email: 'priya@nairpharma.in',
  phone: '+919847012345',
  company: 'Nair Pharma',
  industry: 'Healthcare',
  employees: '6-10',
  queryType: 'Sales',
  message: 'We run three pharmacies and want a demo of stock tracking.',
  marketingConsent: false,
};

async function storedEnquiries() {
  const month = new Date().toISOString().slice(0, 7);
  const { Items = [] } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `ENQUIRY#${month}` },
    }),
  );
  return Items;
}

describe('POST /api/v1/auth/send/email/query', () => {
  afterEach(() => {
    delete process.env.MAIL_FROM;
  });

  it('stores the enquiry, with its time, and thanks the visitor', async () => {
    const response = await callLocalApi('/api/v1/auth/send/email/query', {
      method: 'POST',
      body: JSON.stringify(enquiry),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('Thank you for contacting us! We will get back to you shortly.');
    const id = (response.body.data as { id: string }).id;
    const stored = (await storedEnquiries()).find((item) => item.enquiry_id === id);
    expect(stored).toMatchObject({ ...enquiry, source_ip: '127.0.0.1' });
    expect(Date.now() - Date.parse(String(stored?.time))).toBeLessThan(60_000);
  });

  it("refuses an incomplete form with the spec's messages and stores nothing", async () => {
    const before = (await storedEnquiries()).length;
    const response = await callLocalApi('/api/v1/auth/send/email/query', {
      method: 'POST',
      body: JSON.stringify({ ...enquiry, message: 'Too short', industry: '' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors?.map((e) => e.message)).toEqual([
      'Please select your industry',
      'Message should be at least 10 characters',
    ]);
    expect((await storedEnquiries()).length).toBe(before);
  });

  it('e-mails the team through SES when a sender is configured', async () => {
    // SES has no emulator: its client is the one thing mocked here.
    const ses = mockClient(SESv2Client).on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    process.env.MAIL_FROM = 'hello@hisaab.in';
    const event = httpEvent({ method: 'POST', path: '/api/v1/auth/send/email/query', body: JSON.stringify(enquiry) });
    const result = parseResult(await handler(event, testContext()));
    expect(result.statusCode).toBe(201);
    const sent = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(sent).toMatchObject({
      FromEmailAddress: 'hello@hisaab.in',
      Destination: { ToAddresses: ['hello@hisaab.in'] },
      ReplyToAddresses: ['priya@nairpharma.in'],
      Content: { Simple: { Subject: { Data: 'Enquiry: Sales from Priya' } } },
    });
    expect(sent?.Content?.Simple?.Body?.Text?.Data).toContain('We run three pharmacies');
    ses.restore();
  });
});
