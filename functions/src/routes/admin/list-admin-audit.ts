import { listAdminAudit } from '@app/shared/api/routes/admin/list-admin-audit';
import { readAdminAudit } from '#lib/admin/admin-audit';
import { ADMIN_ONLY } from '#lib/http/admin-only';
import { defineRoute } from '#lib/http/define-route';

/** Admin only: what administrators did, newest first. */
export const handler = defineRoute(listAdminAudit, ADMIN_ONLY, async () => ({ data: await readAdminAudit() }));
