import { listAdminCompanies } from '@app/shared/api/routes/admin/list-admin-companies';
import { listAdminCompanies as list } from '#lib/admin/admin-companies';
import { defineRoute } from '#lib/http/define-route';

/** Admin only: the companies a search finds, with their owners. */
export const handler = defineRoute(listAdminCompanies, {}, async ({ query }) => ({ data: await list(query.search) }));
