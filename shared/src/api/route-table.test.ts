import { describe, expect, it } from 'vitest';
import * as z from '../zod';
import { buildPath, routeKey, type RouteDefinition } from './route';
import { routes } from './route-table';

const invoice: RouteDefinition = {
  method: 'GET',
  path: '/api/v1/invoices/get/vouchar/{vouchar_id}',
  handler: 'routes/invoices/get-voucher',
  auth: 'user',
  data: z.unknown(),
};

describe('the route table', () => {
  it('gives every route a distinct method and path under /api/v1', () => {
    const keys = Object.values(routes).map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of Object.values(routes)) expect(route.path.startsWith('/api/v1/')).toBe(true);
  });

  it('fills path parameters, encoded', () => {
    expect(buildPath(invoice, { vouchar_id: 'a/b c' })).toBe('/api/v1/invoices/get/vouchar/a%2Fb%20c');
  });

  it('caps every path parameter that names a record at 64 characters, with a message naming it', () => {
    const idRoutes = Object.values(routes).flatMap((route: RouteDefinition) =>
      [...route.path.matchAll(/\{(\w+)\}/g)].flatMap(([, name]) =>
        name && name !== 'entity' && name !== 'voucher_type' ? [{ route, name }] : [],
      ),
    );
    expect(idRoutes.length).toBeGreaterThan(20);
    for (const { route, name } of idRoutes) {
      const params = { entity: 'product', [name]: 'x'.repeat(2000) };
      const parsed = route.params?.safeParse(params);
      expect(parsed?.success, routeKey(route)).toBe(false);
      expect(parsed?.error?.issues[0]?.message).toBe(`${name} is not a valid id (at most 64 characters)`);
      expect(route.params?.safeParse({ ...params, [name]: 'a3f1c2d4-5b6e-4f70-8a9b-0c1d2e3f4a5b' }).success).toBe(true);
    }
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => buildPath(invoice)).toThrow("Missing path parameter 'vouchar_id'");
  });
});
