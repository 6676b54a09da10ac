import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { register } from 'tsx/esm/api';
import { APP_FUNCTION_TIMEOUT_SECONDS } from '../lib/app-function-timeout';
import { handlerEntry } from '../lib/paths';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- handlers take many event shapes
export type LambdaHandler = (event: any, context: Context) => Promise<unknown>;

const loaded = new Map<string, Promise<LambdaHandler>>();

/** Set after the first reload: imports then go through a fresh tsx namespace (a fresh module graph). */
let freshImport: ((specifier: string) => Promise<unknown>) | undefined;
let generation = 0;

/**
 * Makes the next invocation of every handler load its code again, with everything it imports, as
 * a new Lambda container would. `npm start` calls it when a source file changes.
 */
export function reloadHandlers() {
  loaded.clear();
  generation += 1;
  const scoped = register({ namespace: `handlers-${generation}` });
  freshImport = (specifier) => scoped.import(specifier, import.meta.url) as Promise<unknown>;
}

/** Imports a handler module (the file CDK bundles) once and returns its `handler` export. */
export function loadHandler(handlerModule: string): Promise<LambdaHandler> {
  let handler = loaded.get(handlerModule);
  if (!handler) {
    const url = pathToFileURL(handlerEntry(handlerModule)).href;
    const imported = (freshImport ? freshImport(url) : import(url)) as Promise<{ handler?: LambdaHandler }>;
    handler = imported.then((module) => {
      if (typeof module.handler !== 'function') throw new Error(`${handlerModule} does not export a handler`);
      return module.handler;
    });
    loaded.set(handlerModule, handler);
  }
  return handler;
}

const TIMEOUT_MS = APP_FUNCTION_TIMEOUT_SECONDS * 1000;

/** A Lambda context like the runtime's, for a function named after its module. */
export function lambdaContext(handlerModule: string): Context {
  const functionName = handlerModule.replace(/\W+/g, '-');
  const deadline = Date.now() + TIMEOUT_MS;
  return {
    awsRequestId: randomUUID(),
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  } as Context; // done/fail/succeed are the deprecated callback API; async handlers never call them
}

/** Runs a handler as Lambda would: a fresh context per invocation. */
export async function invokeHandler(handlerModule: string, event: unknown): Promise<unknown> {
  const handler = await loadHandler(handlerModule);
  return handler(event, lambdaContext(handlerModule));
}

/**
 * Runs an API route's handler and fails it, as Lambda does, once it runs past the function's
 * timeout, so a request that never finishes is a logged fault and a
 * 500 for the caller, not a screen waiting forever. (The handler's promise is left to settle on its
 * own: Node cannot stop it, where Lambda would freeze the container.)
 */
export async function invokeRouteHandler(
  handlerModule: string,
  event: unknown,
  timeoutMs = TIMEOUT_MS,
): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${handlerModule} timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([invokeHandler(handlerModule, event), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
