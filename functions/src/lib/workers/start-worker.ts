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

/**
 * Starts one of the app's workers (event-handlers.ts `workers`) without waiting for it: Lambda's
 * asynchronous invocation queues the event and retries the worker on a crash. The local stack's
 * Lambda endpoint runs the same module in the background.
 */
export async function startWorker(functionName: string, event: object): Promise<void> {
  await lambdaClient().send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(event)),
    }),
  );
}
