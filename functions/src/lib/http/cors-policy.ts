/**
 * The one CORS policy, which the local API server applies to every answer as API Gateway's CORS
 * configuration would (infra/local/api-server.ts). In AWS the web app calls its own origin through
 * CloudFront, so neither the HTTP API nor the handlers answer CORS (docs/decisions.md).
 */
export const corsPolicy = {
  allowHeaders: ['authorization', 'content-type', 'idempotency-key', 'x-requested-with'],
  allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  exposeHeaders: ['x-request-id', 'content-disposition'],
  allowCredentials: true,
  maxAgeSeconds: 600,
} as const;
