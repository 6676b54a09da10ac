import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionChange } from '@app/shared/api/admin';
import { listAdminAudit } from '@app/shared/api/routes/admin/list-admin-audit';
import { listAdminCompanies } from '@app/shared/api/routes/admin/list-admin-companies';
import { listAdminUsers } from '@app/shared/api/routes/admin/list-admin-users';
import { updateUserStatus } from '@app/shared/api/routes/admin/update-user-status';
import { updateUserSubscription } from '@app/shared/api/routes/admin/update-user-subscription';
import { callApi } from '@/lib/api-client';

const ADMIN_KEY = ['admin'] as const;

export const adminUsersQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'users', search] as const,
    queryFn: ({ signal }) => callApi(listAdminUsers, { query: { search }, signal }),
    placeholderData: keepPreviousData,
  });

export const adminCompaniesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'companies', search] as const,
    queryFn: ({ signal }) => callApi(listAdminCompanies, { query: { search }, signal }),
    placeholderData: keepPreviousData,
  });

export const adminAuditQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_KEY, 'audit'] as const,
    queryFn: ({ signal }) => callApi(listAdminAudit, { signal }),
  });

export const useAdminUsers = (search: string) => useQuery(adminUsersQueryOptions(search));
export const useAdminCompanies = (search: string) => useQuery(adminCompaniesQueryOptions(search));
export const useAdminAudit = () => useQuery(adminAuditQueryOptions());

/** After any change: the users (their plans) and the log read again. */
function useAdminMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}

export const useChangeSubscription = () =>
  useAdminMutation(({ userId, change }: { userId: string; change: SubscriptionChange }) =>
    callApi(updateUserSubscription, { params: { user_id: userId }, body: change }),
  );

export const useSetDisabled = () =>
  useAdminMutation(({ userId, disabled }: { userId: string; disabled: boolean }) =>
    callApi(updateUserStatus, { params: { user_id: userId }, body: { disabled } }),
  );
