import type { HttpResult } from './types';

export function jsonResponse(statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
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
      'cache-control': 'private, no-store',
    },
    body: Buffer.from(bytes).toString('base64'),
    isBase64Encoded: true,
  };
}
