import { getCurrentCompany } from '@app/shared/api/routes/user/get-current-company';
import { getCompany } from '#lib/db/companies';
import { getMembership } from '#lib/db/memberships';
import { getUser } from '#lib/db/users';
import { defineRoute } from '#lib/http/define-route';
import { presentCompany } from '#lib/presenters/company';

/** The caller's current company, if they have one and still belong to it. */
export const handler = defineRoute(getCurrentCompany, {}, async ({ caller }) => {
  const currentId = (await getUser(caller.sub))?.user_settings.current_company_id;
  const membership = currentId ? await getMembership(caller.sub, currentId) : undefined;
  const company = membership ? await getCompany(membership.company_id) : undefined;
  return { data: company && membership ? [await presentCompany(company, membership.role)] : [] };
});
