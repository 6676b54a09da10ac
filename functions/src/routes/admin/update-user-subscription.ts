import { updateUserSubscription } from '@app/shared/api/routes/admin/update-user-subscription';
import { changeUserSubscription } from '#lib/admin/admin-actions';
import { ADMIN_ONLY } from '#lib/http/admin-only';
import { defineRoute } from '#lib/http/define-route';

/** Admin only: extends a user's trial or sets their plan, and logs it. */
export const handler = defineRoute(updateUserSubscription, ADMIN_ONLY, async ({ caller, params, body }) => ({
  message: body.action === 'extend_trial' ? 'Trial extended' : 'Plan updated',
  data: await changeUserSubscription(caller, params.user_id, body),
}));
