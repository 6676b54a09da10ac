import { readNotifications } from '@app/shared/api/routes/user/read-notifications';
import { markNotificationsRead } from '#lib/db/notifications';
import { defineRoute } from '#lib/http/define-route';

/** Marks the notices the panel showed as read (only the caller's own can be addressed). */
export const handler = defineRoute(readNotifications, {}, async ({ caller, body }) => {
  await markNotificationsRead(caller.sub, body.notifications);
  return { data: { updated: body.notifications.length } };
});
