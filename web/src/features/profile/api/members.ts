import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ASSIGNABLE_ROLES, InviteMemberBody } from '@app/shared/api/members';
import { inviteMember } from '@app/shared/api/routes/members/invite-member';
import { listMembers } from '@app/shared/api/routes/members/list-members';
import { removeMember } from '@app/shared/api/routes/members/remove-member';
import { updateMemberRole } from '@app/shared/api/routes/members/update-member-role';
import { callApi } from '@/lib/api-client';
import { companyInvitationsKey } from './company-invitations';

const membersKey = (companyId: string) => ['companies', companyId, 'members'] as const;

export const membersQueryOptions = (companyId: string) =>
  queryOptions({
    queryKey: membersKey(companyId),
    queryFn: ({ signal }) => callApi(listMembers, { query: { company_id: companyId }, signal }),
  });

/** Issue 20: the company's members, for its owner. */
export const useMembers = (companyId: string) => useQuery(membersQueryOptions(companyId));

export function useChangeMemberRole(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: (typeof ASSIGNABLE_ROLES)[number] }) =>
      callApi(updateMemberRole, { params: { user_id: userId }, body: { company_id: companyId, role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey(companyId) }),
  });
}

export function useRemoveMember(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      callApi(removeMember, { params: { user_id: userId }, query: { company_id: companyId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey(companyId) }),
  });
}

/** Issue 20: invites someone by e-mail; issue 31: the invitation waits among the company's invitations. */
export function useInviteMember(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Omit<InviteMemberBody, 'company_id'>) =>
      callApi(inviteMember, { body: { company_id: companyId, ...invitation } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyInvitationsKey(companyId) }),
  });
}
