import { listAdminUsers } from '@app/shared/api/routes/admin/list-admin-users';
import { listAdminUsers as list } from '#lib/admin/admin-users';
import { ADMIN_ONLY } from '#lib/http/admin-only';
import { defineRoute } from '#lib/http/define-route';

/** Admin only: the users a search finds, with their plans and companies. */
export const handler = defineRoute(listAdminUsers, ADMIN_ONLY, async ({ query }) => ({
  data: await list(query.search),
}));
