import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

/** An HTTP API (payload 2.0) event for invoking a handler directly, as API Gateway would. */
export function httpEvent(options: {
  method: string;
  path: string;
  routeKey?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  pathParameters?: Record<string, string>;
  body?: string | Buffer;
  claims?: Record<string, unknown>;
}): APIGatewayProxyEventV2 {
  const binary = Buffer.isBuffer(options.body);
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: options.routeKey ?? `${options.method} ${options.path}`,
    rawPath: options.path,
    rawQueryString: new URLSearchParams(options.query).toString(),
    headers: { 'content-type': 'application/json', ...options.headers },
    queryStringParameters: options.query,
    pathParameters: options.pathParameters,
    body: binary ? (options.body as Buffer).toString('base64') : (options.body as string | undefined),
    isBase64Encoded: binary,
    requestContext: {
      accountId: '000000000000',
      apiId: 'test',
      domainName: 'test.local',
      domainPrefix: 'test',
      http: {
        method: options.method,
        path: options.path,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'vitest',
      },
      requestId: randomUUID(),
      routeKey: options.routeKey ?? `${options.method} ${options.path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
  };
  if (options.claims) {
    (event.requestContext as unknown as Record<string, unknown>).authorizer = {
      jwt: { claims: options.claims, scopes: null },
    };
  }
  return event;
}

export const testContext = (): Context =>
  ({
    awsRequestId: randomUUID(),
    functionName: 'test',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:test',
    memoryLimitInMB: '512',
    logGroupName: '/aws/lambda/test',
    logStreamName: 'test',
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => 15_000,
  }) as Context;

export interface ParsedResult {
  statusCode: number;
  headers: Record<string, string>;
  body: { success?: boolean; message?: string; data?: unknown; errors?: { field: string; message: string }[] };
}

export function parseResult(result: APIGatewayProxyStructuredResultV2): ParsedResult {
  return {
    statusCode: result.statusCode ?? 200,
    // Header names are case-insensitive; compare them in lower case as fetch() would.
    headers: Object.fromEntries(
      Object.entries(result.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]),
    ),
    body: JSON.parse(result.body ?? '{}') as ParsedResult['body'],
  };
}
