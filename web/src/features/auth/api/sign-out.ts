import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signOutEverywhere } from '@/lib/auth';

export const LOGOUT_SUCCESS = 'Logged out successfully!';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => queryClient.clear(),
  });
}
