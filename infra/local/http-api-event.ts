import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** Bodies API Gateway passes as text; everything else (multipart, images, PDFs) arrives base64. */
function isTextContent(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return (
    type.startsWith('text/') ||
    type === 'application/json' ||
    type.endsWith('+json') ||
    type === 'application/xml' ||
    type === 'application/javascript' ||
    type === 'application/x-www-form-urlencoded'
  );
}

/** Header values as HTTP API sends them: lower-case names, repeated headers joined by commas. */
function flattenHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

function queryParameters(search: URLSearchParams): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const key of new Set(search.keys())) params[key] = search.getAll(key).join(',');
  return Object.keys(params).length > 0 ? params : undefined;
}

const CLF_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const clfTime = (d: Date) =>
  `${pad(d.getUTCDate())}/${CLF_MONTHS[d.getUTCMonth()]}/${d.getUTCFullYear()}:${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} +0000`;

/**
 * The APIGatewayProxyEventV2 (payload format 2.0) that an HTTP API builds for this request: path
 * parameters, query string, headers, cookies, a base64 body for binary content, and the verified
 * JWT claims under requestContext.authorizer.jwt.
 */
export function toHttpApiEvent(options: {
  req: IncomingMessage;
  url: URL;
  body: Buffer;
  routeKey: string;
  pathParameters: Record<string, string> | undefined;
  claims: Record<string, string> | undefined;
}): APIGatewayProxyEventV2 {
  const { req, url, body } = options;
  const now = new Date();
  const text = isTextContent(req.headers['content-type']);
  const cookies = req.headers.cookie?.split(/;\s*/).filter(Boolean);
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: options.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    headers: flattenHeaders(req),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: url.hostname.split('.')[0] ?? url.hostname,
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
        userAgent: req.headers['user-agent'] ?? '',
      },
      requestId: `${randomBytes(6).toString('base64url')}=`,
      routeKey: options.routeKey,
      stage: '$default',
      time: clfTime(now),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: body.length > 0 && !text,
  };
  if (cookies?.length) event.cookies = cookies;
  const query = queryParameters(url.searchParams);
  if (query) event.queryStringParameters = query;
  if (options.pathParameters) event.pathParameters = options.pathParameters;
  if (body.length > 0) event.body = text ? body.toString('utf8') : body.toString('base64');
  if (options.claims) {
    (event.requestContext as unknown as Record<string, unknown>).authorizer = {
      jwt: { claims: options.claims, scopes: null },
    };
  }
  return event;
}

export interface HttpReply {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

/**
 * What API Gateway makes of a handler's return value (payload format 2.0): a structured result is
 * used as is; anything else is sent as a 200 JSON body.
 */
export function fromHandlerResult(result: unknown): HttpReply {
  const structured = result as APIGatewayProxyStructuredResultV2 | undefined;
  if (structured && typeof structured === 'object' && typeof structured.statusCode === 'number') {
    const headers = Object.fromEntries(
      Object.entries(structured.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    const raw = structured.body ?? '';
    return {
      statusCode: structured.statusCode,
      headers,
      cookies: structured.cookies ?? [],
      body: Buffer.from(raw, structured.isBase64Encoded ? 'base64' : 'utf8'),
    };
  }
  const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
  return { statusCode: 200, headers: { 'content-type': 'application/json' }, cookies: [], body: Buffer.from(body) };
}
