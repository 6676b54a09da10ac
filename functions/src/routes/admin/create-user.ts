import { createUser } from '@app/shared/api/routes/admin/create-user';
import { createAccount } from '#lib/admin/new-accounts';
import { ADMIN_ONLY } from '#lib/http/admin-only';
import { defineRoute } from '#lib/http/define-route';

/**
 * Admin only (the chain answers 403 to anyone else): an account with a temporary password, an
 * administrator's if user_type says so; logged (issue 31).
 */
export const handler = defineRoute(createUser, ADMIN_ONLY, async ({ caller, body }) => ({
  statusCode: 201,
  message: body.user_type === 'admin' ? 'Administrator created' : 'User created',
  data: { id: await createAccount(caller, body) },
}));
