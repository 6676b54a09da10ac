import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';

/**
 * What Lambda sends to an asynchronous function's on-failure destination once its retries are
 * spent (the "invocation record"): the event as it came, and how the last try failed.
 */
export interface InvocationRecord {
  version: '1.0';
  timestamp: string;
  requestContext: {
    requestId: string;
    functionArn: string;
    condition: 'RetriesExhausted';
    approximateInvokeCount: number;
  };
  requestPayload: unknown;
  responseContext: { statusCode: 200; executedVersion: '$LATEST'; functionError: 'Unhandled' };
  responsePayload: { errorType: string; errorMessage: string };
}

/**
 * The local stand-in for a function's on-failure queue: one JSON file per failed event, in a
 * folder per function under the stack's dead-letter folder (.local/data/dead-letters with
 * `npm start`), kept until it is redriven.
 */
export function keepFailedEvent(dir: string, functionName: string, event: unknown, error: unknown, tries: number) {
  const { name, message } = error instanceof Error ? error : new Error(String(error));
  const timestamp = new Date().toISOString();
  const record: InvocationRecord = {
    version: '1.0',
    timestamp,
    requestContext: {
      requestId: randomUUID(),
      functionArn: `arn:aws:lambda:local:000000000000:function:${functionName}:$LATEST`,
      condition: 'RetriesExhausted',
      approximateInvokeCount: tries,
    },
    requestPayload: event,
    responseContext: { statusCode: 200, executedVersion: '$LATEST', functionError: 'Unhandled' },
    responsePayload: { errorType: name, errorMessage: message },
  };
  const folder = join(dir, functionName);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${timestamp.replace(/\W/g, '')}-${record.requestContext.requestId}.json`);
  writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
  return file;
}

/** The failed events kept for a function, oldest first. */
export function failedEvents(dir: string, functionName: string): { file: string; record: InvocationRecord }[] {
  const folder = join(dir, functionName);
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    const file = join(folder, name);
    return { file, record: JSON.parse(readFileSync(file, 'utf8')) as InvocationRecord };
  });
}

/**
 * Runs each kept event of a function again through the local Lambda endpoint (synchronously, to
 * know how it went), as one re-invokes from the on-failure queue in AWS; an event that now
 * succeeds is removed, one that fails again stays. Returns how many went and which still fail.
 */
export async function redriveFailedEvents(lambdaEndpoint: string, dir: string, functionName: string) {
  const lambda = new LambdaClient({
    region: 'local',
    endpoint: lambdaEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const stillFailing: { file: string; error: string }[] = [];
  let redriven = 0;
  try {
    for (const { file, record } of failedEvents(dir, functionName)) {
      const answer = await lambda.send(
        new InvokeCommand({
          FunctionName: functionName,
          InvocationType: 'RequestResponse',
          Payload: new TextEncoder().encode(JSON.stringify(record.requestPayload)),
        }),
      );
      if (answer.FunctionError) {
        stillFailing.push({ file, error: new TextDecoder().decode(answer.Payload) });
        continue;
      }
      rmSync(file);
      redriven += 1;
    }
  } finally {
    lambda.destroy();
  }
  return { redriven, stillFailing };
}
