import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listInvitations } from '@app/shared/api/routes/members/list-invitations';
import { revokeInvitation } from '@app/shared/api/routes/members/revoke-invitation';
import { callApi } from '@/lib/api-client';

export const companyInvitationsKey = (companyId: string) => ['companies', companyId, 'invitations'] as const;

export const companyInvitationsQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: companyInvitationsKey(companyId),
    queryFn: ({ signal }) => callApi(listInvitations, { query: { company_id: companyId }, signal }),
  });

/** Issue 31: the company's invitations, for its owner. */
export const useCompanyInvitations = (companyId: string) => useQuery(companyInvitationsQueryOptions(companyId));

export function useRevokeInvitation(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      callApi(revokeInvitation, { params: { invitation_id: invitationId }, query: { company_id: companyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyInvitationsKey(companyId) }),
  });
}
