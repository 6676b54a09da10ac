import { describe, expect, it } from 'vitest';
import { routeKey } from '@app/shared/api/route';
import { routes } from '@app/shared/api/route-table';
import { documentedRouteKeys } from '#lib/openapi';
import { callLocalApi } from '../../../test/api';

interface Operation {
  operationId: string;
  security: unknown[];
  responses: Record<string, { content?: { 'application/json': { schema: { properties: Record<string, unknown> } } } }>;
}

interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

describe('GET /api/v1/openapi.json', () => {
  it('describes every route from the route table, with its auth and response schema', async () => {
    const response = await callLocalApi('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    const document = response.body as unknown as Document;
    expect(document.openapi).toBe('3.1.0');
    const currentUser = document.paths['/api/v1/auth/current/user']?.get;
    expect(currentUser?.security).toEqual([{ cognito: [] }]);
    const data = currentUser?.responses['200']?.content?.['application/json'].schema.properties.data;
    expect(JSON.stringify(data)).toContain('"current_company_id"');
    expect(document.paths['/api/v1/health']?.get?.security).toEqual([]);
  });

  it('lists exactly the route table: one operation per route key, named by it', async () => {
    const document = (await callLocalApi('/api/v1/openapi.json')).body as unknown as Document;
    const tableKeys = Object.values(routes).map(routeKey).sort();
    expect(documentedRouteKeys(document)).toEqual(tableKeys);
    const operationIds = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(operationIds.sort()).toEqual(tableKeys);
  });
});
