import { ACCOUNT_DISABLED as DISABLED, NOT_AN_ADMIN } from '@app/shared/auth/messages';
import { recordLogin } from '@app/shared/api/routes/auth/record-login';
import { recordLogin as saveLogin } from '#lib/db/users';
import { ForbiddenError } from '#lib/errors';
import { clientIp } from '#lib/http/client-ip';
import { defineRoute } from '#lib/http/define-route';
import { ADMIN_GROUP } from '#lib/http/middleware/identify-caller';
import { describeDevice } from '#lib/user-agent';

/** After Cognito's sign-in: the admin sign-in admits only the admin group; the session is recorded. */
export const handler = defineRoute(recordLogin, {}, async ({ caller, query, event }) => {
  const isAdmin = caller.groups.includes(ADMIN_GROUP);
  if (query.user_type === 'admin' && !isAdmin) throw new ForbiddenError(NOT_AN_ADMIN);
  const at = new Date().toISOString();
  const recorded = await saveLogin(caller.sub, caller.email ?? caller.sub, {
    at,
    device: describeDevice(event.headers['user-agent']),
    ip: clientIp(event),
  });
  if (recorded === 'disabled') throw new ForbiddenError(DISABLED);
  return {
    data: {
      user_type: isAdmin && query.user_type === 'admin' ? ('admin' as const) : ('user' as const),
      last_login: at,
    },
  };
});
