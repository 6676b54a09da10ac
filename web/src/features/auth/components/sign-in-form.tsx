import { Link } from '@tanstack/react-router';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { SignInInput } from '@app/shared/auth/sign-in';
import { ReadyFieldset } from '@/components/ready-fieldset';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { deferredZodResolver } from '@/lib/deferred-resolver';
import { NewPasswordRequired } from '@/lib/new-password-required';
import { TotpCodeRequired, TotpSetupRequired } from '@/lib/second-factor';
import { notify } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { signInErrorMessage, useSignIn } from '../api/sign-in';
import { Notice } from './notice';
import { PasswordInput } from './password-input';
import { isTotpCode, TotpCodeInput } from './totp-code-input';

const signInResolver = deferredZodResolver(() =>
  import('@app/shared/auth/sign-in').then((module) => module.signInSchema),
);

// Only an administrator without a second factor sees it: its QR code and Cognito calls load then (issue 38).
const TotpSetup = lazy(() => import('./totp-setup').then((module) => ({ default: module.TotpSetup })));

export interface SignInFormProps {
  onSignedIn: () => void;
  defaultUsername?: string;
  /** The /admin page signs in administrators only. */
  userType?: 'user' | 'admin';
}

// Spec 2.2: the admin sign-in's button looks different, so nobody mistakes which door this is.
const ADMIN_BUTTON =
  'bg-slate-900 text-white hover:bg-slate-800 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-slate-200';

/**
 * Where a sign-in stands: the password; an invited member's own password (issue 20); the code of
 * the user's authenticator app; an administrator setting one up (issue 31).
 */
type Step = 'password' | 'new-password' | 'totp-code' | 'totp-setup';

const SUBMIT_LABELS: Record<Exclude<Step, 'totp-setup'>, string> = {
  password: 'Sign In',
  'new-password': 'Set Password and Sign In',
  'totp-code': 'Verify and Sign In',
};

/** Spec 2.2: 'Welcome Back' with username, password (show/hide), remember me, 'Sign In'. */
export function SignInForm({ onSignedIn, defaultUsername = '', userType = 'user' }: SignInFormProps) {
  const signIn = useSignIn();
  const form = useForm<SignInInput>({
    resolver: signInResolver,
    mode: 'onChange',
    defaultValues: { username: defaultUsername, password: '', rememberMe: defaultUsername !== '' },
  });
  const { errors, isValid } = form.formState;
  const [step, setStep] = useState<Step>('password');
  // Issue 20: an invited member signing in with the invitation's temporary password chooses their own.
  const [newPassword, setNewPassword] = useState('');
  const newPasswordProblem =
    newPassword.length > 0 && newPassword.length < 8 ? 'Password must be at least 8 characters long' : undefined;
  const [totpCode, setTotpCode] = useState('');
  const [totpJustTurnedOn, setTotpJustTurnedOn] = useState(false);
  const choosingPassword = step === 'new-password';

  const run = (input: SignInInput, answer: { newPassword?: string; totpCode?: string }) =>
    signIn.mutate(
      { ...input, userType, ...answer },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (error instanceof NewPasswordRequired) setStep('new-password');
          else if (error instanceof TotpCodeRequired) {
            setTotpCode('');
            setStep('totp-code');
          } else if (error instanceof TotpSetupRequired) setStep('totp-setup');
          else notify.error(signInErrorMessage(error));
        },
      },
    );

  const submit = form.handleSubmit(
    (input) => run(input, choosingPassword ? { newPassword } : step === 'totp-code' ? { totpCode } : {}),
    (fieldErrors) => {
      const first = Object.values(fieldErrors)[0]?.message;
      notify.error(first ?? 'Please fill in all required fields correctly.');
    },
  );

  if (step === 'totp-setup') {
    // Set up, then signed out everywhere: sign in again, which now asks for a code.
    const signInAgain = () => {
      setTotpJustTurnedOn(true);
      run(form.getValues(), {});
    };
    return (
      <Suspense fallback={<Skeleton className="h-72 w-full" />}>
        <TotpSetup account={form.getValues('username')} onDone={signInAgain} />
      </Suspense>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <ReadyFieldset>
        <div className="flex flex-col gap-2">
          <Label htmlFor="username">Username or Email</Label>
          <Input
            id="username"
            type="email"
            autoComplete="username"
            aria-invalid={!!errors.username}
            {...form.register('username')}
          />
          {errors.username && <p className="text-destructive text-sm">{errors.username.message}</p>}
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="password">Password</Label>
          <PasswordInput
            id="password"
            autoComplete="current-password"
            aria-invalid={!!errors.password}
            {...form.register('password')}
          />
          {errors.password && <p className="text-destructive text-sm">{errors.password.message}</p>}
        </div>
        {choosingPassword && (
          <div className="flex flex-col gap-2">
            <p role="status" className="text-sm">
              Welcome! Choose your own password to finish signing in.
            </p>
            <Label htmlFor="new-password">New Password</Label>
            <PasswordInput
              id="new-password"
              autoComplete="new-password"
              value={newPassword}
              onChange={(event) => setNewPassword(event.target.value)}
              aria-invalid={!!newPasswordProblem}
            />
            {newPasswordProblem && <p className="text-destructive text-sm">{newPasswordProblem}</p>}
          </div>
        )}
        {step === 'totp-code' && (
          <div className="flex flex-col gap-3">
            <Notice icon={KeyRound}>
              {totpJustTurnedOn ? (
                <p>Two-factor authentication is on. Sign in with the next code your authenticator app shows.</p>
              ) : (
                <p>Enter the 6-digit code from your authenticator app.</p>
              )}
            </Notice>
            <TotpCodeInput value={totpCode} onChange={setTotpCode} />
          </div>
        )}
        <div className="flex items-center justify-between">
          <Controller
            control={form.control}
            name="rememberMe"
            render={({ field }) => (
              <Label className="font-normal">
                <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
                Remember me for 30 days
              </Label>
            )}
          />
          <Link to="/forgot-password" className="text-primary text-sm hover:underline">
            Reset Password
          </Link>
        </div>
        <Button
          type="submit"
          disabled={
            signIn.isPending ||
            !isValid ||
            (choosingPassword && (newPassword === '' || !!newPasswordProblem)) ||
            (step === 'totp-code' && !isTotpCode(totpCode))
          }
          className={cn(userType === 'admin' && ADMIN_BUTTON)}
        >
          {userType === 'admin' && <ShieldCheck />}
          {signIn.isPending ? 'Signing in...' : SUBMIT_LABELS[step]}
        </Button>
        <p className="text-muted-foreground text-center text-sm">
          Don&apos;t have an account?{' '}
          <Link to="/signup" className="text-primary underline underline-offset-4">
            Sign Up
          </Link>
        </p>
      </ReadyFieldset>
    </form>
  );
}
