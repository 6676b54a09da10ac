import * as z from '../../../zod';
import type { RouteDefinition } from '../../route';

/**
 * Called by the web app right after Cognito signs the user in: records when, from which device and
 * address (the profile's Settings tab shows them) and, for the /admin sign-in, refuses anyone
 * outside the Cognito admin group (403). The spec's POST /auth/login?user_type=...
 */
export const recordLogin = {
  method: 'POST',
  path: '/api/v1/auth/login',
  handler: 'routes/auth/record-login',
  auth: 'user',
  query: z.object({ user_type: z._default(z.enum(['user', 'admin']), 'user') }),
  data: z.object({ user_type: z.enum(['user', 'admin']), last_login: z.iso.datetime() }),
} as const satisfies RouteDefinition;
