import { describe, expect, it } from 'vitest';
import { callLocalApi } from '../../../test/api';

interface Operation {
  security: unknown[];
  responses: Record<string, { content?: { 'application/json': { schema: { properties: Record<string, unknown> } } } }>;
}

describe('GET /api/v1/openapi.json', () => {
  it('describes every route from the route table, with its auth and response schema', async () => {
    const response = await callLocalApi('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    const document = response.body as unknown as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(document.openapi).toBe('3.1.0');
    const currentUser = document.paths['/api/v1/auth/current/user']?.get;
    expect(currentUser?.security).toEqual([{ cognito: [] }]);
    const data = currentUser?.responses['200']?.content?.['application/json'].schema.properties.data;
    expect(JSON.stringify(data)).toContain('"current_company_id"');
    expect(document.paths['/api/v1/health']?.get?.security).toEqual([]);
  });
});
