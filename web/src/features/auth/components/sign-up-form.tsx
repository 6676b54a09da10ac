import { Link } from '@tanstack/react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { SignUpInput } from '@app/shared/auth/sign-up';
import { SIGN_UP_MESSAGES } from '@app/shared/auth/messages';
import { DEFAULT_DIAL_CODE } from '@app/shared/reference/dial-codes';
import { FormField } from '@/components/form-field';
import { DialCodeSelect } from '@/components/dial-code-select';
import { ReadyFieldset } from '@/components/ready-fieldset';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { deferredZodResolver } from '@/lib/deferred-resolver';
import { notify } from '@/lib/toast';
import { authErrorMessage } from '../api/auth-errors';
import { useSignUp } from '../api/sign-up';
import { invalidProps } from '../utils/invalid-props';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';

const signUpResolver = deferredZodResolver(() =>
  import('@app/shared/auth/sign-up').then((module) => module.signUpSchema),
);

export interface SignUpFormProps {
  /** Called with the new account's e-mail once Cognito has sent the verification link. */
  onSignedUp: (email: string) => void;
}

/** Spec 2.3 and 5: the 'Create Account' form, checked on change and on submit. */
export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const signUp = useSignUp();
  const form = useForm<SignUpInput>({
    resolver: signUpResolver,
    mode: 'onChange',
    defaultValues: { first: '', last: '', email: '', code: DEFAULT_DIAL_CODE, phone: '', password: '' },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const submit = form.handleSubmit(
    (input) => {
      const dismissLoading = notify.loading(SIGN_UP_MESSAGES.loading);
      signUp.mutate(input, {
        onSuccess: () => {
          dismissLoading();
          notify.success(SIGN_UP_MESSAGES.success);
          onSignedUp(input.email);
        },
        onError: (error) => {
          dismissLoading();
          notify.error(authErrorMessage(error, SIGN_UP_MESSAGES.failure));
        },
      });
    },
    () => notify.error(SIGN_UP_MESSAGES.invalid),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
      <ReadyFieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="first" label="First Name" error={errors.first?.message}>
            <Input
              id="first"
              autoComplete="given-name"
              {...invalidProps('first', errors.first?.message)}
              {...form.register('first')}
            />
          </FormField>
          <FormField id="last" label="Last Name (optional)" error={errors.last?.message}>
            <Input id="last" autoComplete="family-name" {...form.register('last')} />
          </FormField>
        </div>
        <FormField id="email" label="Email" error={errors.email?.message}>
          <Input
            id="email"
            type="email"
            autoComplete="email"
            {...invalidProps('email', errors.email?.message)}
            {...form.register('email')}
          />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-[11rem_1fr]">
          <FormField id="code" label="Country Code" error={errors.code?.message}>
            <Controller
              control={form.control}
              name="code"
              render={({ field }) => (
                <DialCodeSelect id="code" value={field.value} onChange={field.onChange} aria-invalid={!!errors.code} />
              )}
            />
          </FormField>
          <FormField id="phone" label="Phone Number" error={errors.phone?.message}>
            <Input
              id="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              {...invalidProps('phone', errors.phone?.message)}
              {...form.register('phone')}
            />
          </FormField>
        </div>
        <FormField id="password" label="Password" error={errors.password?.message}>
          <PasswordInput
            id="password"
            autoComplete="new-password"
            {...invalidProps('password', errors.password?.message)}
            {...form.register('password')}
          />
        </FormField>
        {password !== '' && <PasswordStrengthMeter password={password} />}
        <Button type="submit" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
        <p className="text-muted-foreground text-center text-sm">
          Already have an account?{' '}
          <Link to="/login" className="text-primary underline underline-offset-4">
            Sign In
          </Link>
        </p>
      </ReadyFieldset>
    </form>
  );
}
