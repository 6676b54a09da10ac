import { listCompanies } from '@app/shared/api/routes/user/list-companies';
import { listCompanies as readCompanies } from '#lib/db/companies';
import { defineRoute } from '#lib/http/define-route';
import { presentCompany } from '#lib/presenters/company';

/** Every company the caller belongs to. */
export const handler = defineRoute(listCompanies, {}, async ({ caller }) => ({
  data: await Promise.all((await readCompanies(caller.sub)).map(({ company, role }) => presentCompany(company, role))),
}));
