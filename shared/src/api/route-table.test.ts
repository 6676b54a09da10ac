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

  it('refuses to build a path with a parameter missing', () => {
    expect(() => buildPath(invoice)).toThrow("Missing path parameter 'vouchar_id'");
  });
});
