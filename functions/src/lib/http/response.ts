import type { HttpResult } from './types';

/**
 * On every answer: browsers take the declared type as it is (no sniffing a JSON error into HTML),
 * and no cache on the way or in the browser keeps one (answers hold a company's books).
 */
export const NO_STORE_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } as const;

export function jsonResponse(statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', ...NO_STORE_HEADERS, ...headers },
    body: JSON.stringify(body),
  };
}

/**
 * A file as the body (API Gateway sends base64 bodies as binary), shown inline with its name so
 * a browser tab can preview it and a download keeps the name.
 */
export function fileResponse(bytes: Uint8Array, contentType: string, fileName = 'document.pdf'): HttpResult {
  const asciiName = fileName.replace(/[^\x20-\x7e]|"/g, '_');
  return {
    statusCode: 200,
    headers: {
      'content-type': contentType,
      'content-disposition': `inline; filename="${asciiName}"`,
      ...NO_STORE_HEADERS,
    },
    body: Buffer.from(bytes).toString('base64'),
    isBase64Encoded: true,
  };
}
