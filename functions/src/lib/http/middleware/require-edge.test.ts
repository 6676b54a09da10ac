import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from '@app/shared/zod';
import type { RouteDefinition } from '@app/shared/api/route';
import { httpEvent, parseResult, testContext } from '../../../../test/http-event';
import { clientIp } from '../client-ip';
import { defineRoute } from '../define-route';

// A public route of this test's own, answering with the caller's address as the handlers see it.
const whoAmI = {
  method: 'GET',
  path: '/api/v1/test/who-am-i',
  handler: 'test',
  auth: 'public',
  data: z.object({ ip: z.string() }),
} as const satisfies RouteDefinition;
const handler = defineRoute(whoAmI, {}, async ({ event }) => ({ data: { ip: clientIp(event) } }));

const SECRET = 'cloudfront-and-the-api-share-this-48-character-secret';
const call = async (headers: Record<string, string>) =>
  parseResult(await handler(httpEvent({ method: 'GET', path: whoAmI.path, headers }), testContext()));

describe('behind CloudFront (AWS: ORIGIN_VERIFY set)', () => {
  beforeEach(() => {
    process.env.ORIGIN_VERIFY = SECRET;
  });
  afterEach(() => {
    delete process.env.ORIGIN_VERIFY;
  });

  it("refuses a request without CloudFront's secret header, or with another value, before any work (403)", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { 'x-origin-verify': 'guess' },
      { 'x-origin-verify': `${SECRET}x` },
    ];
    for (const headers of attempts) {
      const refused = await call(headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toEqual({ success: false, message: 'Forbidden' });
      expect(refused.headers['cache-control']).toBe('no-store');
    }
  });

  it("serves one with it, and takes the caller's address from CloudFront-Viewer-Address", async () => {
    const served = await call({ 'x-origin-verify': SECRET, 'cloudfront-viewer-address': '203.0.113.7:51234' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toEqual({ success: true, data: { ip: '203.0.113.7' } });
    const v6 = await call({ 'x-origin-verify': SECRET, 'cloudfront-viewer-address': '2001:db8::7:51234' });
    expect(v6.body).toEqual({ success: true, data: { ip: '2001:db8::7' } });
  });
});

describe('on the local stack (no CloudFront, ORIGIN_VERIFY unset)', () => {
  it("checks nothing, and believes no CloudFront-Viewer-Address: the address is the connection's", async () => {
    const served = await call({ 'cloudfront-viewer-address': '203.0.113.7:51234' });
    expect(served.statusCode).toBe(200);
    expect(served.body).toEqual({ success: true, data: { ip: '127.0.0.1' } });
  });
});
