import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getCurrentUser } from '@app/shared/api/routes/auth/get-current-user';
import { callApi } from '@/lib/api-client';

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['current-user'],
    queryFn: async ({ signal }) => {
      const [user] = await callApi(getCurrentUser, { signal });
      if (!user) throw new Error('The server returned no user');
      return user;
    },
  });

export const useCurrentUser = () => useSuspenseQuery(currentUserQueryOptions());
