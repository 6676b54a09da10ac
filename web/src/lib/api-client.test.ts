import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '@app/shared/api/routes/auth/get-current-user';
import { getHealth } from '@app/shared/api/routes/health/get-health';
import { printSample } from '@app/shared/api/routes/print/print-sample';
import { printVoucher } from '@app/shared/api/routes/print/print-voucher';
import { ApiError, callApi, configureApi, fetchFile, fileNameOf } from './api-client';

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

  it("tells a 429 in the app's words, API Gateway's bare one included", async () => {
    fetchMock.mockResolvedValueOnce(json(429, { message: 'Too Many Requests' }));
    await expect(callApi(getHealth)).rejects.toEqual(
      new ApiError('Too many requests right now. Please wait a moment and try again.', 429),
    );
  });

  it('falls back to the generic message when the answer is not what the route promises', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { unexpected: true } }));
    await expect(callApi(getHealth)).rejects.toThrow('An unexpected error occurred. Please try again later.');
  });
});

describe('fetchFile', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const onUnauthorized = vi.fn();
  const pdf = (headers: Record<string, string> = {}) =>
    new Response(new TextEncoder().encode('%PDF-1.7 sample'), {
      status: 200,
      headers: { 'content-type': 'application/pdf', ...headers },
    });

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

  it("returns the file's bytes and the name the server gave it, asking with the session's token", async () => {
    fetchMock.mockResolvedValueOnce(pdf({ 'content-disposition': 'attachment; filename="SI-26-27-0001_Hisaab.pdf"' }));
    const file = await fetchFile(printVoucher, { query: { vouchar_id: 'v1', company_id: 'c1' } });
    expect(file.fileName).toBe('SI-26-27-0001_Hisaab.pdf');
    expect(file.blob.type).toBe('application/pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7 sample');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect((url as URL).href).toBe('http://api.test/api/v1/invoices/print/vouchar?vouchar_id=v1&company_id=c1');
    expect(init?.headers).toEqual({ accept: 'application/pdf', authorization: 'Bearer old-token' });
  });

  it('gives no name when the server names none', async () => {
    fetchMock.mockResolvedValueOnce(pdf());
    expect((await fetchFile(printSample)).fileName).toBeNull();
  });

  it('answers a 401 with one refresh and one retry, as callApi does', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Unauthorized' })).mockResolvedValueOnce(pdf());
    expect((await fetchFile(printSample)).blob.size).toBe(15);
    const headers = fetchMock.mock.calls.map((call) => (call[1]?.headers as Record<string, string>).authorization);
    expect(headers).toEqual(['Bearer old-token', 'Bearer fresh-token']);
  });

  it("throws the error envelope's message as an ApiError", async () => {
    fetchMock.mockResolvedValueOnce(json(404, { success: false, message: 'Voucher not found' }));
    await expect(fetchFile(printVoucher, { query: { vouchar_id: 'v9', company_id: 'c1' } })).rejects.toEqual(
      new ApiError('Voucher not found', 404),
    );
  });

  it('treats a JSON answer to a file route as a failure, and a server fault without a body as the generic one', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: {} }));
    await expect(fetchFile(printSample)).rejects.toThrow('An unexpected error occurred. Please try again later.');
    fetchMock.mockResolvedValueOnce(new Response('Bad Gateway', { status: 502 }));
    await expect(fetchFile(printSample)).rejects.toEqual(
      new ApiError('An unexpected error occurred. Please try again later.', 502),
    );
  });
});

describe('fileNameOf', () => {
  it.each([
    ['attachment; filename="SI-26-27-0001_Hisaab.pdf"', 'SI-26-27-0001_Hisaab.pdf'],
    ['attachment; filename=PV-26-27-0002_Hisaab.pdf', 'PV-26-27-0002_Hisaab.pdf'],
    ['attachment; filename="fallback.pdf"; filename*=UTF-8\'\'Bill%20%E2%82%B9.pdf', 'Bill ₹.pdf'],
    ['inline', null],
    [null, null],
  ])('%s -> %s', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});
