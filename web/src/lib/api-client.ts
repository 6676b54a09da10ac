import type * as z from '@app/shared/zod';
import type { FieldError } from '@app/shared/api/envelope';
import { GENERIC_ERROR_MESSAGE } from '@app/shared/api/generic-error';
import { buildPath, type RouteDefinition } from '@app/shared/api/route';
import { TOO_MANY_REQUESTS_MESSAGE } from '@app/shared/api/throttles';
import { idToken } from './auth';
import { onDemand, type OnDemand } from './on-demand';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** The server's problems by field (400s), for forms to show next to their fields. */
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let apiUrl = onDemand('');
let onUnauthorized: () => void = () => undefined;

/** The API's address (or how to get it from /config.json at the first call), and what a lost session does. */
export function configureApi(options: { apiUrl: OnDemand<string>; onUnauthorized: () => void }) {
  const configured = onDemand(options.apiUrl);
  apiUrl = onDemand(() => configured().then((url) => url.replace(/\/$/, '')));
  onUnauthorized = options.onUnauthorized;
}

export interface CallOptions {
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the Idempotency-Key every voucher create needs. */
  headers?: Record<string, string>;
}

async function send(route: RouteDefinition, options: CallOptions, token: string | undefined) {
  const url = new URL(`${await apiUrl()}${buildPath(route, options.params)}`);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(url, {
    method: route.method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
}

/** Sends the request with the session's token; a 401 gets one retry with refreshed tokens. */
async function respond(route: RouteDefinition, options: CallOptions): Promise<Response> {
  const anonymous = route.auth === 'public';
  let response = await send(route, options, anonymous ? undefined : await idToken());
  if (response.status === 401 && !anonymous) {
    const refreshed = await idToken(true).catch(() => undefined);
    response = refreshed ? await send(route, options, refreshed) : response;
    if (response.status === 401) {
      onUnauthorized();
      throw new ApiError('Your session has ended. Please sign in again.', 401);
    }
  }
  return response;
}

interface Envelope {
  success?: boolean;
  message?: string;
  data?: unknown;
  errors?: FieldError[];
}

const readEnvelope = (response: Response) => response.json().catch(() => undefined) as Promise<Envelope | undefined>;

/**
 * The failure a response stands for: the server's message and field errors, else the generic
 * message. A 429 is told in the app's words whoever sent it (API Gateway's own says "Too Many Requests").
 */
function failureOf(response: Response, envelope: Envelope | undefined) {
  if (response.status === 429) return new ApiError(TOO_MANY_REQUESTS_MESSAGE, 429);
  return new ApiError(envelope?.message ?? GENERIC_ERROR_MESSAGE, response.status, envelope?.errors ?? []);
}

/**
 * Calls a route of the route table and returns its `data`, checked against the route's schema. A
 * 401 gets one retry with refreshed tokens; if that fails too, the session is over
 * (onUnauthorized). Any `success !== true` becomes an ApiError carrying the server's message.
 */
export async function callApi<R extends RouteDefinition>(
  route: R,
  options: CallOptions = {},
): Promise<z.output<R['data']>> {
  const response = await respond(route, options);
  const envelope = await readEnvelope(response);
  if (!response.ok || envelope?.success !== true) throw failureOf(response, envelope);
  const parsed = route.data.safeParse(envelope.data);
  if (!parsed.success) {
    console.error(`Unexpected response from ${route.method} ${route.path}`, parsed.error);
    throw new ApiError(GENERIC_ERROR_MESSAGE, response.status);
  }
  return parsed.data as z.output<R['data']>;
}

export interface FetchedFile {
  /** The file's bytes, typed with the response's content type. */
  blob: Blob;
  /** The name the server gave it (Content-Disposition), if any. */
  fileName: string | null;
}

/** The file name of a Content-Disposition header: filename* (RFC 6266, UTF-8) first, then filename. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(disposition)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(disposition);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim() ?? '';
  return name === '' ? null : name;
}

/**
 * Calls a route that answers with a file (`route.file`, e.g. a PDF) and returns its bytes and
 * name. Authorisation and the 401 retry are those of callApi; an answer that is not the file (the
 * JSON error envelope) becomes the same ApiError callApi throws.
 */
export async function fetchFile(
  route: RouteDefinition & { file: string },
  options: CallOptions = {},
): Promise<FetchedFile> {
  const response = await respond(route, { ...options, headers: { accept: route.file, ...options.headers } });
  const type = response.headers.get('content-type') ?? '';
  // A JSON answer is the error envelope, unless the file itself is JSON (GSTR-1), which only comes with a 200.
  if (response.ok && (route.file === 'application/json' || !type.includes('application/json'))) {
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
  }
  throw failureOf(response, await readEnvelope(response));
}
