import { listNotifications } from '@app/shared/api/routes/user/list-notifications';
import { sweepExpiringBatches } from '#lib/books/expiry-notices';
import { getMembership } from '#lib/db/memberships';
import { listNotifications as readNotifications } from '#lib/db/notifications';
import { getUser } from '#lib/db/users';
import { defineRoute } from '#lib/http/define-route';
import { logger } from '#lib/logger';

/** Today's expiry check of the caller's current company, if nobody ran it yet; never fails the bell. */
async function checkExpiries(userId: string) {
  try {
    const companyId = (await getUser(userId))?.user_settings.current_company_id;
    if (companyId && (await getMembership(userId, companyId))) await sweepExpiringBatches(companyId);
  } catch (error) {
    logger.error('Expiry check failed; the bell is read without it', { error });
  }
}

/** The caller's newest notices for the bell, after today's expiry check of their company. */
export const handler = defineRoute(listNotifications, {}, async ({ caller, query }) => {
  await checkExpiries(caller.sub);
  const docs = await readNotifications(caller.sub, query.limit);
  return { data: { docs, unread: docs.filter((n) => !n.read).length } };
});
