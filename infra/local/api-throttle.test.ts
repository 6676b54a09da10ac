import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { routeKey, type RouteDefinition } from '@app/shared/api/route';
import { routes } from '@app/shared/api/route-table';
import { STAGE_THROTTLE, THROTTLES, TOO_MANY_REQUESTS_MESSAGE } from '@app/shared/api/throttles';
import { signUpUser } from '../../functions/test/users';
import { startApiServer } from './api-server';
import { createJwtAuthorizer } from './jwt-authorizer';

// A server of this file's own, with the ceilings on and a clock that moves only when told: the
// shared test server runs without them (functions/test/global-setup.ts).
let now = Date.parse('2025-04-01T10:00:00Z');
const { cognito } = inject('stack');
const server = await startApiServer({
  port: 0,
  authorizer: await createJwtAuthorizer({ issuer: cognito.issuer, clientId: cognito.userPoolClientId }),
  allowedOrigins: [],
  onFault: (error) => {
    throw error;
  },
  clock: () => now,
});
afterAll(() => server.stop());

/** The contact form with a body it refuses (400): the request still counts, as at API Gateway. */
const postEnquiry = () =>
  fetch(`${server.url}${routes.sendQueryEmail.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: '' }),
  });

const statuses = async (count: number, call: () => Promise<Response>) => {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await call()).status);
  return seen;
};

describe('per-route request ceilings on the local API Gateway', () => {
  it('lets the contact form take its burst of 5, then answers 429 with the envelope and Retry-After, refilling at 1 a second', async () => {
    expect(await statuses(THROTTLES.publicForm.burstLimit, postEnquiry)).toEqual([400, 400, 400, 400, 400]);
    const refused = await postEnquiry();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('content-type')).toBe('application/json');
    expect(await refused.json()).toEqual({ success: false, message: TOO_MANY_REQUESTS_MESSAGE });

    // Other routes have buckets of their own.
    expect((await fetch(`${server.url}${routes.getHealth.path}`)).status).toBe(200);
    now += 1000;
    expect(await statuses(2, postEnquiry)).toEqual([400, 429]);
    now += 3000;
    expect(await statuses(4, postEnquiry)).toEqual([400, 400, 400, 429]);
  });

  it('throttles before the JWT authorizer: past the ceiling even a signed-in caller gets 429, an anonymous one too', async () => {
    const user = await signUpUser();
    const retry = (token?: string) =>
      fetch(`${server.url}/api/v1/bills/any-bill/retry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ company_id: 'none' }),
      });
    const seen = await statuses(THROTTLES.costly.burstLimit, () => retry(user.idToken));
    expect(seen.every((status) => status === 404)).toBe(true);
    expect((await retry(user.idToken)).status).toBe(429);
    expect((await retry()).status).toBe(429);
  });

  it('declares its own ceiling on each public and costly route, the stage default on the rest', () => {
    const ceilings = Object.fromEntries(
      (Object.values(routes) as RouteDefinition[]).filter((r) => r.throttle).map((r) => [routeKey(r), r.throttle]),
    );
    expect(ceilings).toMatchObject({
      'POST /api/v1/auth/send/email/query': THROTTLES.publicForm,
      'POST /api/v1/billing/razorpay/webhook': THROTTLES.webhook,
      'POST /api/v1/company/members/invite': THROTTLES.costly,
      'POST /api/v1/uploads/image': THROTTLES.upload,
      'POST /api/v1/bills/upload': THROTTLES.upload,
      'POST /api/v1/extraction/file/upload': THROTTLES.upload,
      'POST /api/v1/bills/{id}/retry': THROTTLES.costly,
    });
    expect(STAGE_THROTTLE).toEqual({ rateLimit: 200, burstLimit: 400 });
  });
});
