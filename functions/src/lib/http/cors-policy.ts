/**
 * The one CORS policy: API Gateway's preflight settings (CDK), the local server's preflight answers
 * and the handlers' response headers all read it, so the three cannot drift apart.
 */
export const corsPolicy = {
  allowHeaders: ['authorization', 'content-type', 'idempotency-key', 'x-requested-with'],
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  exposeHeaders: ['x-request-id', 'content-disposition'],
  allowCredentials: true,
  maxAgeSeconds: 600,
} as const;
