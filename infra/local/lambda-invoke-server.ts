import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { cognitoTriggers, workers } from '@app/functions/event-handlers';
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

/** The handler module a function name stands for: a Cognito trigger or one of the app's workers. */
const handlerNamed = (name: string): string | undefined =>
  Object.hasOwn(cognitoTriggers, name)
    ? cognitoTriggers[name as keyof typeof cognitoTriggers]
    : Object.hasOwn(workers, name)
      ? workers[name as keyof typeof workers]
      : undefined;

/**
 * The Lambda Invoke API, as much of it as cognito-local uses: it POSTs a trigger's event to
 * /2015-03-31/functions/<name>/invocations and reads the handler's result, or a function error
 * (X-Amz-Function-Error: Unhandled) that makes the Cognito call fail as it would in AWS. It also
 * serves the local outbox: cognito-local POSTs each e-mail to /mailbox; GET /mailbox?to=<address>
 * reads them. The app's own workers (event-handlers.ts `workers`) are invoked the same way, with
 * InvocationType Event: answered 202 at once and run in the background.
 */
export async function startLambdaInvokeServer(options: {
  port: number;
  mailbox: Mailbox;
  onError: (error: unknown, name: string) => void;
}): Promise<{ url: string; server: Server; stop: () => Promise<void>; settled: () => Promise<void> }> {
  const inFlight = new Set<Promise<unknown>>();
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
        const run = invokeHandler(handler, event).catch((error: unknown) => options.onError(error, name));
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
