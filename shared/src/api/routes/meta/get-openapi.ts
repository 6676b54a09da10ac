import * as z from '../../../zod';
import type { RouteDefinition } from '../../route';

export const getOpenApi = {
  method: 'GET',
  path: '/api/v1/openapi.json',
  handler: 'routes/meta/get-openapi',
  auth: 'public',
  data: z.record(z.string(), z.unknown()),
} as const satisfies RouteDefinition;
