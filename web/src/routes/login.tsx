import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as z from '@app/shared/zod';
import { SignInPage } from '@/features/auth/components/sign-in-page';
import { redirectIfSignedIn } from '@/features/auth/utils/redirect-if-signed-in';

const searchSchema = z.object({
  /** Where to go after signing in: only a path inside the app, never another site. */
  redirect: z.catch(z.optional(z.string().check(z.startsWith('/'))), '/'),
  /** 'sent' after sign-up: the page asks the user to open the e-mailed verification link. */
  verify: z.catch(z.optional(z.literal('sent')), undefined),
  /** The address an invitation e-mail was sent to (issue 20): the form starts with it. */
  email: z.catch(z.optional(z.string().check(z.maxLength(254))), undefined),
});

export const Route = createFileRoute('/login')({
  validateSearch: searchSchema,
  beforeLoad: redirectIfSignedIn,
  component: LoginPage,
});

function LoginPage() {
  const navigate = useNavigate();
  const { redirect: target, verify, email } = Route.useSearch();
  return (
    <SignInPage
      userType="user"
      verificationSent={verify === 'sent'}
      invitedEmail={email}
      onSignedIn={() => void navigate({ to: target ?? '/' })}
    />
  );
}
