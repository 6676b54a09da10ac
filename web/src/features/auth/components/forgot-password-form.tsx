import { Link } from '@tanstack/react-router';
import { LoaderCircle, MailCheck } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import type { ForgotPasswordInput } from '@app/shared/auth/password-reset';
import { PASSWORD_RESET_MESSAGES } from '@app/shared/auth/messages';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { deferredZodResolver } from '@/lib/deferred-resolver';
import { notify } from '@/lib/toast';
import { useForgotPassword } from '../api/forgot-password';
import { invalidProps } from '../utils/invalid-props';
import { AuthHeading } from './auth-heading';

const forgotPasswordResolver = deferredZodResolver(() =>
  import('@app/shared/auth/password-reset').then((module) => module.forgotPasswordSchema),
);

/** Spec 2.4: asks Cognito to e-mail a reset link, then says where to look. */
export function ForgotPasswordForm() {
  const request = useForgotPassword();
  const form = useForm<ForgotPasswordInput>({
    resolver: forgotPasswordResolver,
    mode: 'onChange',
    defaultValues: { email: '' },
  });
  const email = useWatch({ control: form.control, name: 'email' });
  const { errors } = form.formState;

  const submit = form.handleSubmit((input) =>
    request.mutate(input.email, {
      onSuccess: () => notify.success(PASSWORD_RESET_MESSAGES.linkSent),
      onError: () => notify.error(PASSWORD_RESET_MESSAGES.linkFailed),
    }),
  );

  if (request.isSuccess)
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <MailCheck className="text-primary size-12" aria-hidden />
        <h1 className="text-2xl font-semibold tracking-tight">Check Your Email</h1>
        <p className="text-muted-foreground max-w-sm">
          If an account exists for <span className="text-foreground font-medium">{request.variables}</span>, we have
          sent it a link to reset the password.
        </p>
        <Button asChild className="mt-2">
          <Link to="/login">Back to Login</Link>
        </Button>
      </div>
    );

  return (
    <>
      <AuthHeading title="Forgot Password">
        Enter the email address of your account and we will send you a link to reset your password.
      </AuthHeading>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
        <FormField id="email" label="Email" error={errors.email?.message}>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            {...invalidProps('email', errors.email?.message)}
            {...form.register('email')}
          />
        </FormField>
        <Button type="submit" disabled={email.trim() === '' || request.isPending}>
          {request.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
          Send Reset Link
        </Button>
        <p className="text-muted-foreground text-center text-sm">
          Remembered it?{' '}
          <Link to="/login" className="text-primary underline underline-offset-4">
            Sign In
          </Link>
          {' · '}
          New to Hisaab?{' '}
          <Link to="/signup" className="text-primary underline underline-offset-4">
            Sign Up
          </Link>
        </p>
      </form>
    </>
  );
}
