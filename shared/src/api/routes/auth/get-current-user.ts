import * as z from '../../../zod';
import type { RouteDefinition } from '../../route';
import { userProfileSchema } from '../../users';

/** The signed-in user's profile; the spec's client reads data[0]. */
export const getCurrentUser = {
  method: 'GET',
  path: '/api/v1/auth/current/user',
  handler: 'routes/auth/get-current-user',
  auth: 'user',
  data: z.array(userProfileSchema),
} as const satisfies RouteDefinition;
