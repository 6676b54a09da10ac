import { switchCompany } from '@app/shared/api/routes/user/switch-company';
import { setCurrentCompany } from '#lib/db/users';
import { defineRoute } from '#lib/http/define-route';

/** Makes one of the caller's companies current (the guard has checked they belong to it). */
export const handler = defineRoute(
  switchCompany,
  { companyId: { in: 'params', field: 'id' } },
  async ({ caller, membership }) => {
    await setCurrentCompany(caller.sub, membership.company_id);
    return { message: 'Company changed successfully!', data: { current_company_id: membership.company_id } };
  },
);
