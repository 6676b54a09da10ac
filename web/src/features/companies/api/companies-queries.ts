import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getCurrentCompany } from '@app/shared/api/routes/user/get-current-company';
import { listCompanies } from '@app/shared/api/routes/user/list-companies';
import { callApi } from '@/lib/api-client';

export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: ['companies'],
    queryFn: ({ signal }) => callApi(listCompanies, { signal }),
  });

export const currentCompanyQueryOptions = () =>
  queryOptions({
    queryKey: ['companies', 'current'],
    queryFn: async ({ signal }) => {
      const [company] = await callApi(getCurrentCompany, { signal });
      // Spec: the current company's id is also kept in local storage.
      if (company) localStorage.setItem('current_company_id', company._id);
      else localStorage.removeItem('current_company_id');
      return company ?? null;
    },
  });

export const useCompanies = () => useQuery(companiesQueryOptions());
export const useCurrentCompany = () => useQuery(currentCompanyQueryOptions());

/** After any change to companies: the lists, the current one and the user (whose list names them). */
export async function reloadCompanies(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['companies'] }),
    queryClient.invalidateQueries({ queryKey: ['current-user'] }),
  ]);
}
