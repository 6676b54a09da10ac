import type * as z from '../zod';
import type { Permission } from './permissions';
import type { RouteThrottle } from './throttles';

/**
 * A route of the API, defined in its own module under api/routes/<area>/ (one per handler, so a
 * Lambda bundle carries its own route's schemas only) and listed in the route table (route-table.ts).
 *
 * - `handler` is the module under functions/src that exports `handler`.
 * - `auth`: 'public' needs no token; 'user' needs a valid Cognito JWT (API Gateway's JWT authorizer
 *   in AWS, the local server's verifier here); 'admin' additionally needs the Cognito `admin` group,
 *   which the handler checks (403 otherwise).
 * - `params`, `query` and `body` are the request's schemas: the server validates with them (400 on
 *   failure) and the web client's forms and calls use the same ones. A write route without `body`
 *   accepts no fields.
 * - `data` is the schema of the success envelope's `data`, shared by the handler and the client.
 * - `permission`: on a route that works inside a company, what the caller's role there must allow
 *   (permissions.ts); the server answers 403 otherwise.
 * - `file`: the route answers with a file of this media type instead of the JSON envelope (errors
 *   are JSON as everywhere); `data` then describes the file's bytes.
 * - `throttle`: the route's own request ceiling (THROTTLES in throttles.ts) for public and costly
 *   routes; the others share the stage's.
 */
export interface RouteDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/api/v1/${string}`;
  handler: string;
  auth: 'public' | 'user' | 'admin';
  permission?: Permission;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  data: z.ZodMiniType;
  file?: 'application/pdf' | 'application/json' | 'text/csv';
  throttle?: RouteThrottle;
}

export const API_BASE_PATH = '/api/v1';

export type RouteData<R extends RouteDefinition> = z.infer<R['data']>;

/** The API Gateway route key, e.g. 'GET /api/v1/health'. */
export const routeKey = (route: RouteDefinition) => `${route.method} ${route.path}`;

/** Fills `{name}` placeholders of a route path; values are URI-encoded. */
export function buildPath(route: RouteDefinition, params: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\+?\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter '${name}' for ${routeKey(route)}`);
    return encodeURIComponent(value);
  });
}
