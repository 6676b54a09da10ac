import * as z from '../../../zod';
import type { RouteDefinition } from '../../route';

/** Deletes the caller's account: sign-in stops at once; their profile and companies are removed. */
export const deleteUser = {
  method: 'DELETE',
  path: '/api/v1/auth/delete/user',
  handler: 'routes/auth/delete-user',
  auth: 'user',
  data: z.object({ deleted: z.literal(true) }),
} as const satisfies RouteDefinition;
