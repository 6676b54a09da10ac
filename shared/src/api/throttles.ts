/**
 * Request ceilings, as API Gateway's token buckets take them: `burstLimit` requests at once, refilled
 * at `rateLimit` a second. A route's ceiling counts every caller together (per account and region),
 * so it bounds what the route can cost in a second, not what one user may do (AWS WAF's rate rules
 * count per IP). CDK sets them as the HTTP API stage's route settings; the local API server keeps
 * the same buckets and answers 429 past them.
 */
export interface RouteThrottle {
  rateLimit: number;
  burstLimit: number;
}

/** Every route not named in THROTTLES: the default stage's limit. */
export const STAGE_THROTTLE: RouteThrottle = { rateLimit: 200, burstLimit: 400 };

/**
 * The ceilings a route opts into with one line in its definition (`throttle: THROTTLES.costly`).
 * Sized for the busiest honest use: one drop of 20 bills asks for 20 presigned uploads and 20 reads
 * within seconds.
 */
export const THROTTLES = {
  /** Forms anyone may post without signing in (the contact page): each one stores and mails. */
  publicForm: { rateLimit: 1, burstLimit: 5 },
  /** A payment provider's signed events: a batch of renewals comes at once, then nothing. */
  webhook: { rateLimit: 10, burstLimit: 50 },
  /** Actions that send e-mail or start paid work (an invitation, reading a bill again). */
  costly: { rateLimit: 2, burstLimit: 10 },
  /** Pages anyone holding a link may open without signing in (a shared invoice): each view is logged. */
  publicPage: { rateLimit: 10, burstLimit: 50 },
  /** Presigned uploads and taking them in. */
  upload: { rateLimit: 10, burstLimit: 50 },
} as const satisfies Record<string, RouteThrottle>;

/** What a throttled caller is told: API Gateway's own 429 reads "Too Many Requests", so the web app shows this for any 429. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests right now. Please wait a moment and try again.';
