import { createServer } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { closeServer, listen } from './listen';
import { fromHandlerResult, toHttpApiEvent } from './http-api-event';

// A server that answers with the event it built, to see it as a handler would.
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? ''}`);
    const event = toHttpApiEvent({
      req,
      url,
      body: Buffer.concat(chunks),
      routeKey: 'POST /api/v1/items/{id}',
      pathParameters: { id: 'a b' },
      claims: { sub: 'user-1', 'cognito:groups': '[admin]' },
    });
    res.end(JSON.stringify(event));
  });
});
const origin = await listen(server, 0);
afterAll(() => closeServer(server));

async function eventFor(init: RequestInit & { path?: string }) {
  const response = await fetch(`${origin}${init.path ?? '/api/v1/items/a%20b?page_no=2&tag=x&tag=y'}`, init);
  return (await response.json()) as APIGatewayProxyEventV2 & { requestContext: { authorizer: unknown } };
}

describe('the HTTP API event the local gateway builds', () => {
  it('carries route, path parameters, query string and claims like payload format 2.0', async () => {
    const event = await eventFor({
      method: 'POST',
      body: '{"a":1}',
      headers: { 'content-type': 'application/json', cookie: 'a=1; b=2' },
    });
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/v1/items/{id}',
      rawPath: '/api/v1/items/a%20b',
      rawQueryString: 'page_no=2&tag=x&tag=y',
      queryStringParameters: { page_no: '2', tag: 'x,y' },
      pathParameters: { id: 'a b' },
      cookies: ['a=1', 'b=2'],
      body: '{"a":1}',
      isBase64Encoded: false,
      requestContext: {
        http: { method: 'POST' },
        stage: '$default',
        authorizer: { jwt: { claims: { sub: 'user-1' } } },
      },
    });
    expect(event.headers['content-type']).toBe('application/json');
    expect(event.headers.cookie).toBeUndefined();
  });

  it('sends binary and multipart bodies base64-encoded', async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    const event = await eventFor({ method: 'POST', body: bytes, headers: { 'content-type': 'image/png' } });
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body ?? '', 'base64')).toEqual(bytes);
  });

  it('leaves the body out when there is none', async () => {
    const event = await eventFor({ method: 'GET', path: '/api/v1/items/1' });
    expect(event.body).toBeUndefined();
    expect(event.queryStringParameters).toBeUndefined();
  });
});

describe('what the gateway makes of a handler result', () => {
  it('uses a structured result as it is', () => {
    const reply = fromHandlerResult({
      statusCode: 201,
      headers: { 'X-Thing': 'y' },
      body: '{"ok":true}',
      cookies: ['s=1'],
    });
    expect(reply).toEqual({
      statusCode: 201,
      headers: { 'x-thing': 'y' },
      cookies: ['s=1'],
      body: Buffer.from('{"ok":true}'),
    });
  });

  it('decodes base64 bodies (PDFs, images)', () => {
    const reply = fromHandlerResult({
      statusCode: 200,
      body: Buffer.from('%PDF').toString('base64'),
      isBase64Encoded: true,
    });
    expect(reply.body.toString()).toBe('%PDF');
  });

  it('sends anything else as a 200 JSON body', () => {
    expect(fromHandlerResult({ hello: 'world' })).toMatchObject({
      statusCode: 200,
      body: Buffer.from('{"hello":"world"}'),
    });
  });
});
