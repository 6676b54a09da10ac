import { listNotifications } from '@app/shared/api/routes/user/list-notifications';
import { listNotifications as readNotifications } from '#lib/db/notifications';
import { defineRoute } from '#lib/http/define-route';

/** The caller's newest notices for the bell. */
export const handler = defineRoute(listNotifications, {}, async ({ caller, query }) => {
  const docs = await readNotifications(caller.sub, query.limit);
  return { data: { docs, unread: docs.filter((n) => !n.read).length } };
});
