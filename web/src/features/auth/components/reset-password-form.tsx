import { CircleCheck, LoaderCircle, ShieldCheck } from 'lucide-react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { GENERIC_ERROR_MESSAGE } from '@app/shared/api/generic-error';
import type { ResetPasswordInput } from '@app/shared/auth/password-reset';
import { PASSWORD_RESET_MESSAGES } from '@app/shared/auth/messages';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { deferredZodResolver } from '@/lib/deferred-resolver';
import { notify } from '@/lib/toast';
import { authErrorMessage } from '../api/auth-errors';
import { useResetPassword } from '../api/reset-password';
import { signInErrorMessage, useSignIn } from '../api/sign-in';
import { invalidProps } from '../utils/invalid-props';
import { Notice } from './notice';
import { PasswordInput } from './password-input';
import { PasswordRequirements } from './password-requirements';
import { PasswordStrengthMeter } from './password-strength-meter';

const resetPasswordResolver = deferredZodResolver(() =>
  import('@app/shared/auth/password-reset').then((module) => module.resetPasswordSchema),
);

const AUTO_SIGN_IN_NOTE = "For your security, you'll be automatically logged in after resetting your password.";

export interface ResetPasswordFormProps {
  email: string;
  /** The code from the e-mailed link. */
  token: string;
  onSignedIn: () => void;
  /** The password was reset but signing in with it failed: the user signs in by hand. */
  onSignInFailed: () => void;
}

/** Spec 2.5 and 5: a new password for the account in the link, then straight into the app. */
export function ResetPasswordForm({ email, token, onSignedIn, onSignInFailed }: ResetPasswordFormProps) {
  const reset = useResetPassword();
  const signIn = useSignIn();
  const form = useForm<ResetPasswordInput>({
    resolver: resetPasswordResolver,
    mode: 'onTouched',
    defaultValues: { email, password: '', confirm: '' },
  });
  const [password, confirm] = useWatch({ control: form.control, name: ['password', 'confirm'] });
  const { errors, touchedFields, isSubmitted } = form.formState;
  // Errors show once a field has been left (or the form submitted), not while it is first typed.
  const shown = (name: FieldPath<ResetPasswordInput>) =>
    touchedFields[name] || isSubmitted ? errors[name]?.message : undefined;
  const hasShownError = (['email', 'password', 'confirm'] as const).some((name) => shown(name));
  const isWorking = reset.isPending || signIn.isPending;

  const submit = form.handleSubmit(
    async (input) => {
      try {
        await reset.mutateAsync({ email: input.email, token, password: input.password });
      } catch (error) {
        notify.error(authErrorMessage(error, GENERIC_ERROR_MESSAGE));
        return;
      }
      signIn.mutate(
        { username: input.email, password: input.password, rememberMe: false, userType: 'user' },
        {
          onSuccess: () => {
            notify.success(PASSWORD_RESET_MESSAGES.done);
            onSignedIn();
          },
          onError: (error) => {
            notify.error(signInErrorMessage(error));
            onSignInFailed();
          },
        },
      );
    },
    () => notify.error(PASSWORD_RESET_MESSAGES.invalid),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <FormField id="email" label="Email" error={shown('email')}>
        <Input id="email" type="email" readOnly className="bg-muted" {...form.register('email')} />
      </FormField>
      <FormField id="password" label="New Password" error={shown('password')}>
        <PasswordInput
          id="password"
          autoComplete="new-password"
          toggleLabel="new password"
          {...invalidProps('password', shown('password'))}
          {...form.register('password', { deps: ['confirm'] })}
        />
      </FormField>
      {password !== '' && <PasswordStrengthMeter password={password} />}
      <PasswordRequirements password={password} />
      <FormField id="confirm" label="Confirm New Password" error={shown('confirm')}>
        <PasswordInput
          id="confirm"
          autoComplete="new-password"
          toggleLabel="confirmed password"
          {...invalidProps('confirm', shown('confirm'))}
          {...form.register('confirm')}
        />
      </FormField>
      {confirm !== '' && confirm === password && (
        <Notice tone="success" icon={CircleCheck}>
          Passwords match!
        </Notice>
      )}
      <Notice icon={ShieldCheck}>{AUTO_SIGN_IN_NOTE}</Notice>
      <Button type="submit" disabled={hasShownError || isWorking}>
        {isWorking && <LoaderCircle className="animate-spin" aria-hidden />}
        Reset Password
      </Button>
    </form>
  );
}
