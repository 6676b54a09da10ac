import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { VerifyEmail } from '@/features/auth/components/verify-email';
import { readEmailLinkSearch } from '@/features/auth/utils/link-search';

export const Route = createFileRoute('/verify')({
  validateSearch: readEmailLinkSearch,
  component: VerifyPage,
});

function VerifyPage() {
  const { email, token } = Route.useSearch();
  return (
    <AuthLayout>
      <VerifyEmail email={email} token={token} />
    </AuthLayout>
  );
}
