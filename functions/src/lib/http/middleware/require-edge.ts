import { timingSafeEqual } from 'node:crypto';
import { config } from '#lib/config';
import { ForbiddenError } from '#lib/errors';
import type { HttpMiddleware } from '../types';

/** The header CloudFront adds to each request it sends the API (infra/lib/web-stack.ts). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

const sameText = (a: string, b: string) => {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * In AWS the API is reached through CloudFront, where AWS WAF's rules run; a request to the HTTP
 * API's own address would skip them. CloudFront sends a secret header with each request, and one
 * without it is refused (403) before anything else is done. The local stack has no CloudFront
 * (ORIGIN_VERIFY unset) and nothing to check.
 */
export function requireEdge(): HttpMiddleware {
  return {
    before: ({ event }) => {
      const secret = config.originVerify;
      if (secret && !sameText(event.headers[ORIGIN_VERIFY_HEADER] ?? '', secret)) throw new ForbiddenError('Forbidden');
    },
  };
}
