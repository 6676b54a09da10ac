import { Link } from '@tanstack/react-router';
import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { VERIFY_MESSAGES } from '@app/shared/auth/messages';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { authErrorMessage } from '../api/auth-errors';
import { useVerifyEmail } from '../api/verify-email';

export interface VerifyEmailProps {
  email?: string;
  token?: string;
}

/** Spec 2.6: confirms the account from the e-mailed link as soon as the page opens. */
export function VerifyEmail({ email, token }: VerifyEmailProps) {
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const isLinkComplete = !!email && !!token;

  const run = useCallback(() => {
    if (!email || !token) return;
    mutate(
      { email, token },
      {
        onSuccess: () => notify.success(VERIFY_MESSAGES.verified),
        onError: () => notify.error(VERIFY_MESSAGES.failed),
      },
    );
  }, [email, token, mutate]);

  // A code confirms only once, and StrictMode runs effects twice: send each link a single time.
  const sentFor = useRef<string>(undefined);
  useEffect(() => {
    const link = `${email} ${token}`;
    if (sentFor.current === link) return;
    sentFor.current = link;
    run();
  }, [email, token, run]);

  if (!isLinkComplete) return <Failed message={VERIFY_MESSAGES.invalidLink} onRetry={run} />;
  if (verify.isSuccess) return <Verified />;
  if (verify.isError) return <Failed message={authErrorMessage(verify.error, VERIFY_MESSAGES.failed)} onRetry={run} />;
  return (
    <Outcome icon={<LoaderCircle className="text-primary size-12 animate-spin" />} title="Verifying your email">
      Please wait while we confirm {email}.
    </Outcome>
  );
}

function Verified() {
  return (
    <Outcome
      icon={<CircleCheck className="size-12 text-green-600 dark:text-green-500" />}
      title="Email Verified"
      actions={
        <>
          <Button asChild>
            <Link to="/login">Go to Login</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/">Go Home</Link>
          </Button>
        </>
      }
    >
      Your email address is confirmed. You can now sign in.
    </Outcome>
  );
}

function Failed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Outcome
      icon={<CircleX className="text-destructive size-12" />}
      title="Verification Failed"
      actions={
        <>
          <Button onClick={onRetry}>Try Again</Button>
          <Button asChild variant="outline">
            <Link to="/">Go Home</Link>
          </Button>
        </>
      }
    >
      <span role="alert">{message}</span>
    </Outcome>
  );
}

function Outcome({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span aria-hidden>{icon}</span>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground max-w-sm">{children}</p>
      {actions && <div className="flex flex-wrap justify-center gap-3 pt-2">{actions}</div>}
    </div>
  );
}
