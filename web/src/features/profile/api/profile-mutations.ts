import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '@app/shared/profile';
import { deleteUser } from '@app/shared/api/routes/auth/delete-user';
import { updateUser } from '@app/shared/api/routes/user/update-user';
import { callApi } from '@/lib/api-client';
import { changePassword, forgetSession } from '@/lib/auth';

/** Spec 8: profile messages. */
export const PROFILE_MESSAGES = {
  updated: 'User successfully updated! 🎉',
  updateFailed: 'Failed to update user. Please try again.',
  accountDeleted: 'Account deleted successfully',
  comingSoon: 'Comming Soon',
  passwordChanged: 'Password changed successfully!',
} as const;

export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => callApi(updateUser, { params: { id: userId }, body: update }),
    onSuccess: (profile) => queryClient.setQueryData(['current-user'], profile),
  });
}

/** Deleting the account ends the session here too; local storage is cleared (spec 7). */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(deleteUser),
    onSuccess: async () => {
      await forgetSession();
      localStorage.clear();
      queryClient.clear();
    },
  });
}

export const useChangePassword = () =>
  useMutation({ mutationFn: ({ current, next }: { current: string; next: string }) => changePassword(current, next) });
