import { routeKey, type RouteDefinition } from '@app/shared/api/route';
import { STAGE_THROTTLE, type RouteThrottle } from '@app/shared/api/throttles';

export type ThrottleVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/** One token bucket: full at the start, a token per request, refilled at the rate. */
class Bucket {
  private tokens: number;
  private checkedAt: number;

  constructor(
    private readonly limit: RouteThrottle,
    now: number,
  ) {
    this.tokens = limit.burstLimit;
    this.checkedAt = now;
  }

  take(now: number): ThrottleVerdict {
    const refill = ((now - this.checkedAt) / 1000) * this.limit.rateLimit;
    this.tokens = Math.min(this.limit.burstLimit, this.tokens + refill);
    this.checkedAt = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return { ok: true };
    }
    return { ok: false, retryAfterSeconds: Math.ceil((1 - this.tokens) / this.limit.rateLimit) };
  }
}

/**
 * API Gateway's throttling as the local API server keeps it: a bucket per route, with the route's
 * own ceiling (its `throttle`) or the stage's default, counting all callers together as AWS does.
 * `now` is the clock, for tests to move by hand.
 */
export function createRouteThrottle(routes: RouteDefinition[], now: () => number = Date.now) {
  const buckets = new Map(
    routes.map((route) => [routeKey(route), new Bucket(route.throttle ?? STAGE_THROTTLE, now())]),
  );
  return (key: string): ThrottleVerdict => buckets.get(key)?.take(now()) ?? { ok: true };
}
