import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { config } from '#lib/config';

let client: LambdaClient | undefined;

function lambdaClient(): LambdaClient {
  client ??= new LambdaClient({
    region: config.region,
    ...(config.lambdaEndpoint
      ? { endpoint: config.lambdaEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  return client;
}

/** What the ReadBill worker is started with. */
export interface ReadBillEvent {
  company_id: string;
  bill_id: string;
}

/**
 * Starts reading a kept bill without waiting for it (Lambda's asynchronous invocation: Lambda
 * queues the event and retries the worker on a crash). The route answers at once with the queued
 * bill; the page polls until it is ready or failed.
 */
export async function startBillReading(event: ReadBillEvent): Promise<void> {
  await lambdaClient().send(
    new InvokeCommand({
      FunctionName: config.billReaderFunction,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(event)),
    }),
  );
}
