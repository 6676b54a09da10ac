import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { AuthHeading } from '@/features/auth/components/auth-heading';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { readEmailLinkSearch } from '@/features/auth/utils/link-search';

export const Route = createFileRoute('/reset-password')({
  validateSearch: readEmailLinkSearch,
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { email, token } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <AuthLayout>
      <AuthHeading title="Reset Password">Choose a new password for your account.</AuthHeading>
      {email && token ? (
        <ResetPasswordForm
          email={email}
          token={token}
          onSignedIn={() => void navigate({ to: '/' })}
          onSignInFailed={() => void navigate({ to: '/login' })}
        />
      ) : (
        <div role="alert" className="flex flex-col items-start gap-4">
          <p className="text-muted-foreground">
            This reset link is incomplete. Please open the link from your email again, or ask for a new one.
          </p>
          <Button asChild>
            <Link to="/forgot-password">Send a new link</Link>
          </Button>
        </div>
      )}
    </AuthLayout>
  );
}
