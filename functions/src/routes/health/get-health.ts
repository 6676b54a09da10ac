import { getHealth } from '@app/shared/api/routes/health/get-health';
import { defineRoute } from '#lib/http/define-route';

/** Liveness for load balancers, scripts and the newcomer check; needs no token and touches nothing. */
export const handler = defineRoute(getHealth, {}, async () => ({
  data: { status: 'ok' as const, time: new Date().toISOString() },
}));
