import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SignInPage } from '@/features/auth/components/sign-in-page';
import { redirectIfSignedIn } from '@/features/auth/utils/redirect-if-signed-in';
import { optionalChoiceParam, searchReader, type SearchParam } from '@/lib/search-params';

/** Where to go after signing in: only a path inside the app, never another site (`//host`). */
const pathParam: SearchParam<string | undefined> = (value) =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : undefined;

/** The address an invitation e-mail was sent to (issue 20): the form starts with it. */
const emailParam: SearchParam<string | undefined> = (value) =>
  typeof value === 'string' && value.length <= 254 ? value : undefined;

const readLoginSearch = searchReader({
  redirect: pathParam,
  /** 'sent' after sign-up: the page asks the user to open the e-mailed verification link. */
  verify: optionalChoiceParam(['sent']),
  email: emailParam,
});

export const Route = createFileRoute('/login')({
  validateSearch: readLoginSearch,
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
