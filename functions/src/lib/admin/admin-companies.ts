import { ADMIN_LIST_LIMIT, type AdminCompany } from '@app/shared/api/admin';
import { batchGet } from '#lib/db/batch';
import type { CompanyRecord } from '#lib/db/companies';
import { readDirectory } from '#lib/db/directory';
import { userKey } from '#lib/db/users';

/**
 * The companies (not deleted) whose name, GSTIN or owner's e-mail contains the search (any case),
 * in name order: the first ADMIN_LIST_LIMIT, and how many match.
 */
export async function listAdminCompanies(search = ''): Promise<{ docs: AdminCompany[]; total: number }> {
  const companies = (await readDirectory('COMPANIES')) as unknown as CompanyRecord[];
  const live = companies.filter((company) => !company.is_deleted);
  const owners = await batchGet([...new Set(live.map((company) => company.user_id))].map(userKey));
  const emailOf = new Map(owners.map((owner) => [String(owner.user_id), String(owner.email)]));
  const term = search.toLowerCase();
  const rows = live
    .map((company) => ({
      company_id: company.company_id,
      name: company.name,
      gstin: company.company_settings.tax_details.tin,
      owner_id: company.user_id,
      owner_email: emailOf.get(company.user_id) ?? '',
      created_at: company.created_at,
    }))
    .filter((row) => [row.name, row.gstin ?? '', row.owner_email].some((text) => text.toLowerCase().includes(term)));
  return { docs: rows.slice(0, ADMIN_LIST_LIMIT), total: rows.length };
}
