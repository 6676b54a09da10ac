import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { routes } from '@app/shared/api/routes';
import { callApi } from '@/lib/api-client';

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['current-user'],
    queryFn: async ({ signal }) => {
      const [user] = await callApi(routes.getCurrentUser, { signal });
      if (!user) throw new Error('The server returned no user');
      return user;
    },
  });

export const useCurrentUser = () => useSuspenseQuery(currentUserQueryOptions());
