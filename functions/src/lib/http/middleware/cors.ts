import httpCors from '@middy/http-cors';
import { config } from '#lib/config';
import { corsPolicy } from '../cors-policy';
import type { HttpMiddleware } from '../types';

/** CORS headers on every response, errors included, for the web app's origins only. */
export function cors(): HttpMiddleware {
  return httpCors({
    origins: config.allowedOrigins,
    credentials: corsPolicy.allowCredentials,
    headers: corsPolicy.allowHeaders.join(','),
    methods: corsPolicy.allowMethods.join(','),
    exposeHeaders: corsPolicy.exposeHeaders.join(','),
    maxAge: corsPolicy.maxAgeSeconds,
  });
}
