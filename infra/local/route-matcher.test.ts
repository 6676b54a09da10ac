import { describe, expect, it } from 'vitest';
import * as z from '@app/shared/zod';
import type { RouteDefinition } from '@app/shared/api/route';
import { createRouteMatcher, MALFORMED_PATH } from './route-matcher';

const route = (method: RouteDefinition['method'], path: RouteDefinition['path']): RouteDefinition => ({
  method,
  path,
  handler: `${method} ${path}`,
  auth: 'user',
  data: z.unknown(),
});

const matcher = createRouteMatcher([
  route('GET', '/api/v1/invoices/{id}'),
  route('GET', '/api/v1/invoices/current'),
  route('DELETE', '/api/v1/invoices/{id}'),
  route('GET', '/api/v1/files/{key+}'),
]);

/** The match, for paths that decode. */
function match(method: string, path: string) {
  const found = matcher(method, path);
  if (found === MALFORMED_PATH) throw new Error(`${path} did not decode`);
  return found;
}

describe('route matching as HTTP API does it', () => {
  it('prefers an exact path over a template', () => {
    expect(match('GET', '/api/v1/invoices/current')?.route.handler).toBe('GET /api/v1/invoices/current');
  });

  it('fills path parameters, decoded', () => {
    expect(match('GET', '/api/v1/invoices/SI%2F26-27%2F0001')).toMatchObject({
      routeKey: 'GET /api/v1/invoices/{id}',
      pathParameters: { id: 'SI/26-27/0001' },
    });
  });

  it('matches on the method too', () => {
    expect(match('DELETE', '/api/v1/invoices/7')?.route.handler).toBe('DELETE /api/v1/invoices/{id}');
    expect(match('PUT', '/api/v1/invoices/7')).toBeUndefined();
  });

  it('lets a greedy parameter take the rest of the path', () => {
    expect(match('GET', '/api/v1/files/images/a/b.png')?.pathParameters).toEqual({ key: 'images/a/b.png' });
  });

  it('finds nothing for unknown paths', () => {
    expect(match('GET', '/api/v1/invoices')).toBeUndefined();
    expect(match('GET', '/api/v1/invoices/7/extra')).toBeUndefined();
  });

  it('decodes parameters, and calls escapes that are not UTF-8 a malformed path', () => {
    expect(match('GET', '/api/v1/invoices/a%2Fb%20c')?.pathParameters).toEqual({ id: 'a/b c' });
    for (const id of ['%', '%E0%A4%A', '%FF', '%ED%A0%80']) {
      expect(matcher('GET', `/api/v1/invoices/${id}`)).toBe(MALFORMED_PATH);
    }
  });
});
