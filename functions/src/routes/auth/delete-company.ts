import { deleteCompany } from '@app/shared/api/routes/auth/delete-company';
import { memberCompany } from '#lib/companies/member-company';
import { deleteCompany as removeCompany } from '#lib/db/companies';
import { defineRoute } from '#lib/http/define-route';

/** Deletes a company the caller owns; everything under it becomes unreachable at once. */
export const handler = defineRoute(
  deleteCompany,
  { companyId: { in: 'params', field: 'id' } },
  async ({ caller, membership }) => {
    const company = await memberCompany(membership);
    const next = await removeCompany(company, caller.sub);
    return { message: 'Company deleted successfully', data: { company_id: next } };
  },
);
