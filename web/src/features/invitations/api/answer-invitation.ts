import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptInvitation } from '@app/shared/api/routes/invitations/accept-invitation';
import { declineInvitation } from '@app/shared/api/routes/invitations/decline-invitation';
import { callApi } from '@/lib/api-client';
import { myInvitationsQueryOptions } from './my-invitations';

/**
 * Accepting makes the company joined the current one, so everything the app loaded is loaded
 * again: the user, their companies, and the pages of the company they were in. Not waited for:
 * the reload takes the accepted card away, and the caller's own onSuccess (its toast) must run first.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => callApi(acceptInvitation, { params: { invitation_id: invitationId } }),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => callApi(declineInvitation, { params: { invitation_id: invitationId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myInvitationsQueryOptions().queryKey }),
  });
}
