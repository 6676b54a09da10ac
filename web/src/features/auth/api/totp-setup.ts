import { useMutation, useQuery } from '@tanstack/react-query';
import { finishTotpSetup, startTotpSetup } from '@/lib/auth';

/**
 * Issue 31: an administrator's authenticator. The secret is asked for once per setup (never
 * refetched: each call makes a new one and forgets the last), then confirmed with a code.
 */
export const useTotpSecret = (account: string) =>
  useQuery({
    queryKey: ['totp-setup', account],
    queryFn: () => startTotpSetup(account),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

export const useFinishTotpSetup = () => useMutation({ mutationFn: (code: string) => finishTotpSetup(code) });
