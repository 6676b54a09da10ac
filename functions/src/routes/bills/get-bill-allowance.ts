import { getBillAllowance } from '@app/shared/api/routes/bills/get-bill-allowance';
import { pageAllowanceOf, presentAllowance } from '#lib/bills/page-allowance';
import { memberCompany } from '#lib/companies/member-company';
import { NotFoundError } from '#lib/errors';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Issue 31: the company owner's pages of bill reading this month, for the Bills page. */
export const handler = defineRoute(getBillAllowance, COMPANY_IN_QUERY, async ({ membership }) => {
  const company = await memberCompany(membership);
  const allowance = await pageAllowanceOf(company.user_id);
  if (!allowance) throw new NotFoundError('User not found');
  return { data: presentAllowance(allowance) };
});
