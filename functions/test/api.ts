import { inject } from 'vitest';

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: { success?: boolean; message?: string; data?: unknown; errors?: { field: string; message: string }[] };
}

/** A request to the local API Gateway (JWT authorizer, real handlers, DynamoDB Local). */
export async function callLocalApi(
  path: string,
  options: {
    method?: string;
    token?: string;
    body?: string | Buffer | FormData;
    headers?: Record<string, string>;
  } = {},
): Promise<ApiResponse> {
  const response = await fetch(`${inject('stack').apiUrl}${path}`, {
    method: options.method ?? 'GET',
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    body: Buffer.isBuffer(options.body) ? new Uint8Array(options.body) : options.body,
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? (JSON.parse(text) as ApiResponse['body']) : {},
  };
}

/** A GET whose answer may be a file: the status, headers and raw bytes. */
export async function fetchLocalBytes(path: string, token: string) {
  const response = await fetch(`${inject('stack').apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}
