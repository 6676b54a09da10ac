import { updateUserStatus } from '@app/shared/api/routes/admin/update-user-status';
import { setUserDisabled } from '#lib/admin/admin-actions';
import { ADMIN_ONLY } from '#lib/http/admin-only';
import { defineRoute } from '#lib/http/define-route';

/** Admin only: disables or enables a user, and logs it. */
export const handler = defineRoute(updateUserStatus, ADMIN_ONLY, async ({ caller, params, body }) => ({
  message: body.disabled ? 'User disabled' : 'User enabled',
  data: await setUserDisabled(caller, params.user_id, body.disabled),
}));
