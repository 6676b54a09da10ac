import type { RouteDefinition } from '../../route';
import { healthSchema } from '../../health';

export const getHealth = {
  method: 'GET',
  path: '/api/v1/health',
  handler: 'routes/health/get-health',
  auth: 'public',
  data: healthSchema,
} as const satisfies RouteDefinition;
