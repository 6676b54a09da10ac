import { queryOptions, useQuery } from '@tanstack/react-query';
import { listMyInvitations } from '@app/shared/api/routes/invitations/list-my-invitations';
import { callApi } from '@/lib/api-client';

export const myInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: ['invitations'],
    queryFn: ({ signal }) => callApi(listMyInvitations, { signal }),
  });

/** Issue 31: the invitations waiting for the signed-in user's answer. */
export const useMyInvitations = () => useQuery(myInvitationsQueryOptions());
