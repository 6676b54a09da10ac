import { MailCheck, ShieldCheck } from 'lucide-react';
import { rememberedLogin, type UserType } from '@/lib/auth';
import { AuthHeading } from './auth-heading';
import { AuthLayout } from './auth-layout';
import { Notice } from './notice';
import { SignInForm } from './sign-in-form';

export interface SignInPageProps {
  userType: UserType;
  onSignedIn: () => void;
  /** Just signed up: the account waits for the link Cognito e-mailed. */
  verificationSent?: boolean;
  /** Opened from an invitation e-mail: the invited address, filled in. */
  invitedEmail?: string;
}

/** Spec 2.2: /login ('Welcome Back') and /admin, the same page for administrators. */
export function SignInPage({ userType, onSignedIn, verificationSent = false, invitedEmail }: SignInPageProps) {
  const remembered = rememberedLogin();
  const isAdmin = userType === 'admin';
  return (
    <AuthLayout>
      <AuthHeading title={isAdmin ? 'Sign in to your Admin Account' : 'Welcome Back'}>
        {isAdmin ? undefined : 'Sign in to your account'}
      </AuthHeading>
      {isAdmin && (
        <Notice icon={ShieldCheck}>
          <p className="font-medium">You are signing in as an Administrator</p>
        </Notice>
      )}
      {verificationSent && (
        <Notice tone="success" icon={MailCheck}>
          <p className="font-medium">Verify your e-mail to finish signing up</p>
          <p>We have sent you a verification link. Open it, then sign in here.</p>
        </Notice>
      )}
      <SignInForm
        userType={userType}
        defaultUsername={invitedEmail ?? (remembered?.user_type === userType ? remembered.username : undefined)}
        onSignedIn={onSignedIn}
      />
    </AuthLayout>
  );
}
