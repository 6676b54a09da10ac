import { listAdminCompanies } from '@app/shared/api/routes/admin/list-admin-companies';
import { listAdminCompanies as list } from '#lib/admin/admin-companies';
import { ADMIN_ONLY } from '#lib/http/admin-only';
import { defineRoute } from '#lib/http/define-route';

/** Admin only: the companies a search finds, with their owners. */
export const handler = defineRoute(listAdminCompanies, ADMIN_ONLY, async ({ query }) => ({
  data: await list(query.search),
}));
