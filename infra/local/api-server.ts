import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { routes } from '@app/shared/api/route-table';
import { TOO_MANY_REQUESTS_MESSAGE } from '@app/shared/api/throttles';
import { corsPolicy } from '@app/functions/lib/http/cors-policy';
import { NO_STORE_HEADERS } from '@app/functions/lib/http/response';
import { fromHandlerResult, toHttpApiEvent, type HttpReply } from './http-api-event';
import type { JwtAuthorizer } from './jwt-authorizer';
import { invokeRouteHandler } from './lambda-runtime';
import { createRouteMatcher, MALFORMED_PATH } from './route-matcher';
import { createRouteThrottle } from './route-throttle';
import { listen, closeServer } from './listen';

/** HTTP API's request payload limit; Lambda's own invocation limit (6 MB) applies to the event. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;
const MAX_EVENT_BYTES = 6 * 1024 * 1024;

/** API Gateway's own answers; in AWS CloudFront's response headers policy adds NO_STORE_HEADERS to them. */
const gatewayReply = (statusCode: number, message: string, headers: Record<string, string> = {}): HttpReply => ({
  statusCode,
  headers: { 'content-type': 'application/json', ...NO_STORE_HEADERS, ...headers },
  cookies: [],
  body: Buffer.from(JSON.stringify({ message })),
});

/**
 * Past a route's ceiling: the app's failure envelope and when to try again, as AWS WAF's rate
 * rule answers (API Gateway's own 429 says only "Too Many Requests"; the web app reads the status).
 */
const throttledReply = (retryAfterSeconds: number): HttpReply => ({
  statusCode: 429,
  headers: { 'content-type': 'application/json', ...NO_STORE_HEADERS, 'retry-after': String(retryAfterSeconds) },
  cookies: [],
  body: Buffer.from(JSON.stringify({ success: false, message: TOO_MANY_REQUESTS_MESSAGE })),
});

function corsHeaders(origin: string | undefined, allowedOrigins: string[]): Record<string, string> {
  if (!origin || !allowedOrigins.includes(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': String(corsPolicy.allowCredentials),
    'access-control-expose-headers': corsPolicy.exposeHeaders.join(','),
    vary: 'Origin',
  };
}

function preflight(origin: string | undefined, allowedOrigins: string[]): HttpReply {
  const headers = corsHeaders(origin, allowedOrigins);
  if (Object.keys(headers).length > 0) {
    headers['access-control-allow-methods'] = corsPolicy.allowMethods.join(',');
    headers['access-control-allow-headers'] = corsPolicy.allowHeaders.join(',');
    headers['access-control-max-age'] = String(corsPolicy.maxAgeSeconds);
  }
  return { statusCode: 204, headers, cookies: [], body: Buffer.alloc(0) };
}

function readBody(req: IncomingMessage): Promise<Buffer | 'too large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_REQUEST_BYTES) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > MAX_REQUEST_BYTES ? 'too large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

type FaultReporter = (error: unknown, where: string) => void;

/**
 * Writes a reply; if the reply itself cannot be written (a header a handler filled with a byte
 * HTTP forbids), the client gets a plain 500 and the fault is reported, never an uncaught throw.
 */
function send(res: ServerResponse, reply: HttpReply, extraHeaders: Record<string, string>, onFault: FaultReporter) {
  const headers: Record<string, string | string[]> = { ...reply.headers, ...extraHeaders };
  if (reply.cookies.length > 0) headers['set-cookie'] = reply.cookies;
  try {
    res.writeHead(reply.statusCode, headers);
    res.end(reply.body);
  } catch (error) {
    onFault(error, 'writing a reply');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    const fallback = gatewayReply(500, 'Internal Server Error');
    res.writeHead(fallback.statusCode, fallback.headers);
    res.end(fallback.body);
  }
}

/**
 * The local API Gateway: serves every route of the route table by building the HTTP API event and
 * invoking the same handler module CDK deploys. Like the JWT authorizer, it answers 401 before any
 * handler runs when a protected route gets no valid token; unknown routes get 404; CORS preflight
 * is answered from the shared policy, as API Gateway's CORS configuration does. Each route has its
 * request ceiling (route-throttle.ts): past it, 429 before the authorizer, as the stage does.
 * `throttle: false` leaves them out (the integration tests, whose files share one server);
 * `clock` lets a test move time by hand.
 */
export async function startApiServer(options: {
  port: number;
  authorizer: JwtAuthorizer;
  allowedOrigins: string[];
  onFault: FaultReporter;
  throttle?: boolean;
  clock?: () => number;
}): Promise<{ url: string; server: Server; stop: () => Promise<void> }> {
  const match = createRouteMatcher(Object.values(routes));
  const admit = options.throttle === false ? undefined : createRouteThrottle(Object.values(routes), options.clock);

  async function handle(req: IncomingMessage): Promise<HttpReply> {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS' && req.headers['access-control-request-method']) {
      return preflight(req.headers.origin, options.allowedOrigins);
    }
    const body = await readBody(req);
    if (body === 'too large') return gatewayReply(413, 'Request Entity Too Large');
    const found = match(method, url.pathname);
    if (!found) return gatewayReply(404, 'Not Found');
    if (found === MALFORMED_PATH) return gatewayReply(400, 'Bad Request');
    const throttled = admit?.(found.routeKey);
    if (throttled && !throttled.ok) return throttledReply(throttled.retryAfterSeconds);
    let claims: Record<string, string> | undefined;
    if (found.route.auth !== 'public') {
      const verdict = await options.authorizer(req.headers.authorization);
      if (!verdict.ok) {
        return gatewayReply(401, 'Unauthorized', {
          'www-authenticate': `Bearer error="invalid_token" error_description="${verdict.description}"`,
        });
      }
      claims = verdict.claims;
    }
    const event = toHttpApiEvent({
      req,
      url,
      body,
      routeKey: found.routeKey,
      pathParameters: found.pathParameters,
      claims,
    });
    if (Buffer.byteLength(JSON.stringify(event)) > MAX_EVENT_BYTES)
      return gatewayReply(413, 'Request Entity Too Large');
    try {
      return fromHandlerResult(await invokeRouteHandler(found.route.handler, event));
    } catch (error) {
      options.onFault(error, found.routeKey);
      return gatewayReply(500, 'Internal Server Error');
    }
  }

  // Whatever a request does, the server answers and goes on: a fault in routing, the authorizer or
  // a handler is a 500 for that request alone, and a client that drops its connection is no fault.
  const server = createServer((req, res) => {
    req.on('error', () => res.destroy());
    res.on('error', () => undefined);
    void handle(req)
      .catch((error: unknown) => {
        options.onFault(error, 'local API server');
        return gatewayReply(500, 'Internal Server Error');
      })
      .then((reply) => send(res, reply, corsHeaders(req.headers.origin, options.allowedOrigins), options.onFault));
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  const url = await listen(server, options.port);
  return { url, server, stop: () => closeServer(server) };
}
