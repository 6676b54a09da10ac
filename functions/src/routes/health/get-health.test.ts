import { describe, expect, it } from 'vitest';
import { routes } from '@app/shared/api/route-table';
import { successEnvelope } from '@app/shared/api/envelope';
import { callLocalApi } from '../../../test/api';

describe('GET /api/v1/health', () => {
  it('answers without a token', async () => {
    const response = await callLocalApi('/api/v1/health');
    expect(response.status).toBe(200);
    const { data } = successEnvelope(routes.getHealth.data).parse(response.body);
    expect(data.status).toBe('ok');
    expect(Math.abs(Date.parse(data.time) - Date.now())).toBeLessThan(60_000);
  });
});
