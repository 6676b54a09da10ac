import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuthHeading } from '@/features/auth/components/auth-heading';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { redirectIfSignedIn } from '@/features/auth/utils/redirect-if-signed-in';

export const Route = createFileRoute('/signup')({
  beforeLoad: redirectIfSignedIn,
  component: SignUpPage,
});

function SignUpPage() {
  const navigate = useNavigate();
  return (
    <AuthLayout>
      <AuthHeading title="Create Account">Start keeping your books with Hisaab.</AuthHeading>
      <SignUpForm onSignedUp={() => void navigate({ to: '/login', search: { verify: 'sent' } })} />
    </AuthLayout>
  );
}
