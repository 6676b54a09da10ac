import { listPendingEwayBills } from '@app/shared/api/routes/einvoice/list-pending-eway-bills';
import { getCompany } from '#lib/db/companies';
import { pendingEwayBills } from '#lib/einvoice/eway-bills';
import { NotFoundError } from '#lib/errors';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Issue 36: the period's e-way bills still to be made, as the e-way bill portal's bulk file. */
export const handler = defineRoute(listPendingEwayBills, COMPANY_IN_QUERY, async ({ query, membership }) => {
  const company = await getCompany(membership.company_id);
  if (!company) throw new NotFoundError('Company not found');
  return { data: await pendingEwayBills(company, query) };
});
