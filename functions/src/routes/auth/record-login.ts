import { ADMIN_MFA_REQUIRED, NOT_AN_ADMIN } from '@app/shared/auth/messages';
import { recordLogin } from '@app/shared/api/routes/auth/record-login';
import { recordLogin as saveLogin } from '#lib/db/users';
import { ForbiddenError } from '#lib/errors';
import { clientIp } from '#lib/http/client-ip';
import { defineRoute } from '#lib/http/define-route';
import { isAdministrator } from '#lib/http/admin-only';
import { describeDevice } from '#lib/user-agent';

/**
 * After Cognito's sign-in: the admin sign-in admits only administrators, and only with a second
 * factor (issue 31: the web leads an administrator without one through setting it up first); the
 * session is recorded. A disabled user was refused before this runs.
 */
export const handler = defineRoute(recordLogin, {}, async ({ caller, query, event }) => {
  if (query.user_type === 'admin') {
    if (!(await isAdministrator(caller))) throw new ForbiddenError(NOT_AN_ADMIN);
    if (!caller.mfa) throw new ForbiddenError(ADMIN_MFA_REQUIRED);
  }
  const at = new Date().toISOString();
  await saveLogin(caller.sub, caller.email ?? caller.sub, {
    at,
    device: describeDevice(event.headers['user-agent']),
    ip: clientIp(event),
  });
  return { data: { user_type: query.user_type, last_login: at } };
});
