import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { ASYNC_RETRY_ATTEMPTS, cognitoTriggers, mailReceivers, workers } from '@app/functions/event-handlers';
import { keepFailedEvent } from './dead-letters';
import { closeServer, listen } from './listen';
import { invokeHandler } from './lambda-runtime';
import type { Mailbox, PostedMail } from './mailbox';

const INVOKE_PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

function serveMailbox(req: IncomingMessage, res: ServerResponse, mailbox: Mailbox, url: URL) {
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify(mailbox.to(url.searchParams.get('to') ?? '')));
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    mailbox.receive(JSON.parse(Buffer.concat(chunks).toString('utf8')) as PostedMail);
    res.writeHead(204);
    res.end();
  });
}

/** The functions invoked by name: the Cognito triggers, the app's workers and the mail receiver. */
const functionsByName: Readonly<Record<string, string>> = { ...cognitoTriggers, ...workers, ...mailReceivers };

/** The handler module a function name stands for, if any. */
const handlerNamed = (name: string): string | undefined =>
  Object.hasOwn(functionsByName, name) ? functionsByName[name] : undefined;

/** Where failed asynchronous events are kept, for the functions that have an on-failure destination in AWS. */
export interface DeadLetters {
  dir: string;
  functions: readonly string[];
}

/**
 * The Lambda Invoke API, as much of it as cognito-local uses: it POSTs a trigger's event to
 * /2015-03-31/functions/<name>/invocations and reads the handler's result, or a function error
 * (X-Amz-Function-Error: Unhandled) that makes the Cognito call fail as it would in AWS. It also
 * serves the local outbox: cognito-local POSTs each e-mail to /mailbox; GET /mailbox?to=<address>
 * reads them. The app's own workers (event-handlers.ts `workers`) and the mail receiver are invoked
 * the same way, with InvocationType Event: answered 202 at once and run in the background; a run
 * that fails is tried again as Lambda does (at once here, not minutes later), and an event still
 * failing is kept in `deadLetters` when its function has an on-failure destination in AWS.
 */
export async function startLambdaInvokeServer(options: {
  port: number;
  mailbox: Mailbox;
  deadLetters: DeadLetters;
  onError: (error: unknown, name: string) => void;
}): Promise<{ url: string; server: Server; stop: () => Promise<void>; settled: () => Promise<void> }> {
  const inFlight = new Set<Promise<unknown>>();
  const runAsynchronously = async (name: string, handler: string, event: unknown) => {
    for (let tries = 1; ; tries++) {
      try {
        await invokeHandler(handler, event);
        return;
      } catch (error) {
        options.onError(error, name);
        if (tries <= ASYNC_RETRY_ATTEMPTS) continue;
        if (options.deadLetters.functions.includes(name)) {
          keepFailedEvent(options.deadLetters.dir, name, event, error, tries);
        }
        return;
      }
    }
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/mailbox') {
      serveMailbox(req, res, options.mailbox, url);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const name = decodeURIComponent(INVOKE_PATH.exec(req.url ?? '')?.[1] ?? '');
      const handler = handlerNamed(name);
      if (req.method !== 'POST' || !handler) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ Type: 'User', message: `Function not found: ${name}` }));
        return;
      }
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as unknown;
      if (req.headers['x-amz-invocation-type'] === 'Event') {
        // Asynchronous invocation: accepted at once, run in the background, as Lambda queues it.
        res.writeHead(202);
        res.end();
        const run = runAsynchronously(name, handler, event).catch((error: unknown) => options.onError(error, name));
        inFlight.add(run);
        void run.finally(() => inFlight.delete(run));
        return;
      }
      invokeHandler(handler, event)
        .then((result) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(result ?? null));
        })
        .catch((error: unknown) => {
          options.onError(error, name);
          const { name: errorType, message: errorMessage } = error instanceof Error ? error : new Error(String(error));
          res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' });
          res.end(JSON.stringify({ errorType, errorMessage }));
        });
    });
  });
  const url = await listen(server, options.port);
  return {
    url,
    server,
    stop: () => closeServer(server),
    settled: async () => {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
