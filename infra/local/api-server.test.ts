import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { callLocalApi, fetchLocalBytes } from '../../functions/test/api';
import { decodeJwt, signJwt, strangerKey } from '../../functions/test/jwt';
import { signUpUser } from '../../functions/test/users';

const currentUser = '/api/v1/auth/current/user';
const now = () => Math.floor(Date.now() / 1000);

async function claimsOfARealUser() {
  const user = await signUpUser();
  return decodeJwt(user.idToken);
}

describe('the local API Gateway', () => {
  describe('JWT authorizer: 401 before any handler runs', () => {
    it('without a token', async () => {
      const response = await callLocalApi(currentUser);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Unauthorized' });
      expect(response.headers.get('www-authenticate')).toContain('invalid_token');
    });

    it('with something that is not a JWT', async () => {
      expect((await callLocalApi(currentUser, { token: 'not-a-jwt' })).status).toBe(401);
    });

    it('with a bad signature', async () => {
      const forged = signJwt({ ...(await claimsOfARealUser()) }, strangerKey());
      expect((await callLocalApi(currentUser, { token: forged })).status).toBe(401);
    });

    it('from another issuer', async () => {
      const claims = await claimsOfARealUser();
      const token = signJwt({ ...claims, iss: 'https://cognito-idp.ap-south-1.amazonaws.com/ap-south-1_other' });
      expect((await callLocalApi(currentUser, { token })).status).toBe(401);
    });

    it('for another app client', async () => {
      const token = signJwt({ ...(await claimsOfARealUser()), aud: 'some-other-client' });
      expect((await callLocalApi(currentUser, { token })).status).toBe(401);
    });

    it('once expired', async () => {
      const token = signJwt({ ...(await claimsOfARealUser()), iat: now() - 7200, exp: now() - 3600 });
      const response = await callLocalApi(currentUser, { token });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/expired/i);
    });

    it('with a token whose parts do not decode, and keeps serving', async () => {
      const response = await callLocalApi(currentUser, { token: 'abc.def.ghi' });
      expect(response).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
      expect(response.headers.get('www-authenticate')).toBe(
        'Bearer error="invalid_token" error_description="the token is invalid"',
      );
      expect((await callLocalApi('/api/v1/health')).status).toBe(200);
    });

    it.each([
      ['no expiry', { exp: undefined }],
      ['no issue time', { iat: undefined }],
      ['an issue time an hour ahead', { iat: now() + 3600 }],
      ['no token_use', { token_use: undefined }],
      ['a token_use other than id or access', { token_use: 'refresh' }],
      ['no audience', { aud: undefined }],
    ])('signed with the pool key but with %s', async (_what, change) => {
      const token = signJwt({ ...(await claimsOfARealUser()), ...change });
      expect((await callLocalApi(currentUser, { token })).status).toBe(401);
    });

    it('and lets a well-formed, unexpired token for this pool and client through', async () => {
      const token = signJwt({ ...(await claimsOfARealUser()), exp: now() + 600 });
      expect((await callLocalApi(currentUser, { token })).status).toBe(200);
    });
  });

  it('answers unknown routes and wrong methods with 404', async () => {
    expect(await callLocalApi('/api/v1/no/such/route')).toMatchObject({ status: 404, body: { message: 'Not Found' } });
    expect((await callLocalApi('/api/v1/health', { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses a request body over 10 MB with 413 and keeps serving', async () => {
    const response = await callLocalApi('/api/v1/health', {
      method: 'POST',
      body: Buffer.alloc(10 * 1024 * 1024 + 1, 0x61),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(response).toMatchObject({ status: 413, body: { message: 'Request Entity Too Large' } });
    expect((await callLocalApi('/api/v1/health')).status).toBe(200);
  });

  it('marks every answer no-store and nosniff: data, a refusal, a fault of the gateway, a 401 and a PDF', async () => {
    const user = await signUpUser();
    const answers = [
      await callLocalApi('/api/v1/health'),
      await callLocalApi(currentUser, { token: user.idToken }),
      await callLocalApi('/api/v1/user/create/company', {
        method: 'POST',
        token: user.idToken,
        body: '{"name":""}',
        headers: { 'content-type': 'application/json' },
      }),
      await callLocalApi('/api/v1/no/such/route'),
      await callLocalApi(currentUser),
      await fetchLocalBytes('/api/v1/invoices/print/sample', user.idToken),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 400, 404, 401, 200]);
    for (const answer of answers) {
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
    expect(answers[5]?.headers.get('content-type')).toBe('application/pdf');
  });

  it("answers CORS preflights for the web app's origin only", async () => {
    const { apiUrl, webUrl } = inject('stack');
    const preflight = (origin: string) =>
      fetch(`${apiUrl}${currentUser}`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
      });
    const allowed = await preflight(webUrl);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(webUrl);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    const refused = await preflight('https://evil.example');
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("puts CORS headers on answers, errors included, for the web app's origin only", async () => {
    const { apiUrl, webUrl } = inject('stack');
    const post = (origin: string) =>
      fetch(`${apiUrl}/api/v1/user/create/company`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: '{',
      });
    const allowed = await post(webUrl);
    expect(allowed.status).toBe(401);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(webUrl);
    expect(allowed.headers.get('access-control-expose-headers')).toContain('x-request-id');
    expect((await post('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});
