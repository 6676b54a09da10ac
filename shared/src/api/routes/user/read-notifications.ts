import * as z from '../../../zod';
import { idField } from '../../ids';
import type { RouteDefinition } from '../../route';

/** Marks the notices the panel showed as read. */
export const readNotifications = {
  method: 'PUT',
  path: '/api/v1/user/notifications/read',
  handler: 'routes/user/read-notifications',
  auth: 'user',
  body: z.strictObject({
    notifications: z.array(z.strictObject({ id: idField('id'), time: z.iso.datetime() })).check(z.maxLength(50)),
  }),
  data: z.object({ updated: z.int() }),
} as const satisfies RouteDefinition;
