import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '@app/shared/api/routes/auth/get-current-user';
import { getHealth } from '@app/shared/api/routes/health/get-health';
import { ApiError, callApi, configureApi } from './api-client';

// The session's tokens come from Cognito through Amplify; here, from this stand-in.
const idToken = vi.hoisted(() => vi.fn());
vi.mock('./auth', () => ({ idToken }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const health = { success: true, data: { status: 'ok', time: '2026-11-22T07:10:36.198Z' } };

describe('callApi', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ apiUrl: 'http://api.test', onUnauthorized });
    idToken.mockImplementation(async (force?: boolean) => (force ? 'fresh-token' : 'old-token'));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    onUnauthorized.mockReset();
  });

  it("returns a route's data, checked against its schema", async () => {
    fetchMock.mockResolvedValueOnce(json(200, health));
    expect(await callApi(getHealth)).toEqual(health.data);
    expect((fetchMock.mock.calls[0]?.[0] as URL).href).toBe('http://api.test/api/v1/health');
  });

  it('answers a 401 with one refresh and one retry', async () => {
    fetchMock
      .mockResolvedValueOnce(json(401, { message: 'Unauthorized' }))
      .mockResolvedValueOnce(json(200, { success: true, data: [] }));
    expect(await callApi(getCurrentUser)).toEqual([]);
    const headers = fetchMock.mock.calls.map((call) => (call[1]?.headers as Record<string, string>).authorization);
    expect(headers).toEqual(['Bearer old-token', 'Bearer fresh-token']);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends the session when the retry is refused too', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Unauthorized' }));
    await expect(callApi(getCurrentUser)).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("treats success !== true as a failure carrying the server's message", async () => {
    fetchMock.mockResolvedValueOnce(json(404, { success: false, message: 'Company not found' }));
    await expect(callApi(getCurrentUser)).rejects.toEqual(new ApiError('Company not found', 404));
  });

  it('falls back to the generic message when the answer is not what the route promises', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { unexpected: true } }));
    await expect(callApi(getHealth)).rejects.toThrow('An unexpected error occurred. Please try again later.');
  });
});
