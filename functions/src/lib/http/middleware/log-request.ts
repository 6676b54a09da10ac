import { logger } from '#lib/logger';
import type { HttpMiddleware, HttpResult, RouteContext } from '../types';

function finish(response: HttpResult | undefined, context: RouteContext, requestId: string) {
  const status = response?.statusCode ?? 500;
  if (response) response.headers = { ...response.headers, 'x-request-id': requestId };
  const log = context.log ?? logger;
  const entry = { status, duration_ms: Date.now() - (context.startedAt ?? Date.now()) };
  if (status >= 500) log.error('request failed', entry);
  else if (status >= 400) log.warn('request rejected', entry);
  else log.info('request', entry);
}

/**
 * Gives each request its own child logger (request id, Lambda request id, route) and writes one
 * structured line when it ends; the request id is also returned as x-request-id. Per-request state
 * lives on the context because the local server runs many requests in one process.
 */
export function logRequest(): HttpMiddleware {
  return {
    before: ({ event, context }) => {
      context.startedAt = Date.now();
      context.log = logger.createChild({
        persistentKeys: {
          request_id: event.requestContext.requestId,
          lambda_request_id: context.awsRequestId,
          route: event.routeKey,
        },
      });
    },
    after: ({ response, context, event }) => finish(response ?? undefined, context, event.requestContext.requestId),
    onError: ({ response, context, event }) => finish(response ?? undefined, context, event.requestContext.requestId),
  };
}
