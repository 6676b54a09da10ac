import type { RouteDefinition } from './route';
import { getCurrentUser } from './routes/auth/get-current-user';
import { getHealth } from './routes/health/get-health';
import { getOpenApi } from './routes/meta/get-openapi';
import { sendQueryEmail } from './routes/public/send-query-email';

/**
 * The route table: the one list of HTTP routes. CDK makes one Lambda and one API route per entry,
 * the local API server serves the same entries, and the web client calls them by name. A handler
 * imports its own route module, not this table, so its bundle carries only its own schemas.
 */
export const routes = {
  getHealth,
  getOpenApi,
  getCurrentUser,
  sendQueryEmail,
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;
