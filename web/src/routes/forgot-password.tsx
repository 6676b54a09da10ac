import { createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { redirectIfSignedIn } from '@/features/auth/utils/redirect-if-signed-in';

export const Route = createFileRoute('/forgot-password')({
  beforeLoad: redirectIfSignedIn,
  component: () => (
    <AuthLayout>
      <ForgotPasswordForm />
    </AuthLayout>
  ),
});
