import * as z from '../../../zod';
import { notificationSchema } from '../../../notifications';
import type { RouteDefinition } from '../../route';

/** The bell: the caller's newest notices and how many are unread. */
export const listNotifications = {
  method: 'GET',
  path: '/api/v1/user/notifications',
  handler: 'routes/user/list-notifications',
  auth: 'user',
  query: z.object({ limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20) }),
  data: z.object({ docs: z.array(notificationSchema), unread: z.int() }),
} as const satisfies RouteDefinition;
