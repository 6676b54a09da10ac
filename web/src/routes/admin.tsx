import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SignInPage } from '@/features/auth/components/sign-in-page';
import { redirectIfSignedIn } from '@/features/auth/utils/redirect-if-signed-in';

/** Spec 2.2 and 6: the administrators' sign-in (user_type admin); the API refuses anyone else. */
export const Route = createFileRoute('/admin')({
  beforeLoad: redirectIfSignedIn,
  component: AdminSignInPage,
});

function AdminSignInPage() {
  const navigate = useNavigate();
  return <SignInPage userType="admin" onSignedIn={() => void navigate({ to: '/' })} />;
}
