import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LOGOUT_SUCCESS, useSignOut } from '@/features/auth/api/sign-out';
import { WelcomeCard } from '@/features/users/components/welcome-card';
import { currentUserQueryOptions, useCurrentUser } from '@/features/users/api/get-current-user';
import { notify } from '@/lib/toast';
import { GENERIC_ERROR_MESSAGE } from '@app/shared/api/envelope';

export const Route = createFileRoute('/_app/')({
  loader: ({ context }) => context.queryClient.query({ ...currentUserQueryOptions(), staleTime: 'static' }),
  component: HomePage,
  pendingComponent: () => <p className="text-muted-foreground p-8">Loading...</p>,
});

function HomePage() {
  const { data: user } = useCurrentUser();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const logout = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        notify.success(LOGOUT_SUCCESS);
        void navigate({ to: '/login' });
      },
      onError: () => notify.error(GENERIC_ERROR_MESSAGE),
    });
  return (
    <main className="flex min-h-svh flex-col items-center gap-6 p-6 pt-16">
      <WelcomeCard user={user} />
      <Button variant="outline" onClick={logout} disabled={signOut.isPending}>
        <LogOut /> Logout
      </Button>
    </main>
  );
}
