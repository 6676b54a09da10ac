import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { signInSchema, type SignInInput } from '@app/shared/auth/sign-in';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/toast';
import { signInErrorMessage, useSignIn } from '../api/sign-in';

export interface SignInFormProps {
  onSignedIn: () => void;
  defaultUsername?: string;
  /** The /admin page signs in administrators only. */
  userType?: 'user' | 'admin';
}

/** Spec 2.2: 'Welcome Back' with username, password (show/hide), remember me, 'Sign In'. */
export function SignInForm({ onSignedIn, defaultUsername = '', userType = 'user' }: SignInFormProps) {
  const [showPassword, setShowPassword] = useState(false);
  const signIn = useSignIn();
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    mode: 'onChange',
    defaultValues: { username: defaultUsername, password: '', rememberMe: defaultUsername !== '' },
  });
  const { errors, isValid } = form.formState;

  const submit = form.handleSubmit(
    (input) =>
      signIn.mutate(
        { ...input, userType },
        {
          onSuccess: onSignedIn,
          onError: (error) => notify.error(signInErrorMessage(error)),
        },
      ),
    (fieldErrors) => {
      const first = Object.values(fieldErrors)[0]?.message;
      notify.error(first ?? 'Please fill in all required fields correctly.');
    },
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-5">
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
        <div className="relative">
          <Input
            id="password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            aria-invalid={!!errors.password}
            className="pr-10"
            {...form.register('password')}
          />
          <button
            type="button"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label={showPassword ? 'Hide password' : 'Show password'}
            className="text-muted-foreground absolute inset-y-0 right-0 flex w-10 items-center justify-center"
          >
            {showPassword ? <EyeOff className="size-4" /> : <Eye className="size-4" />}
          </button>
        </div>
        {errors.password && <p className="text-destructive text-sm">{errors.password.message}</p>}
      </div>
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
        <a href="/forgot-password" className="text-primary text-sm hover:underline">
          Reset Password
        </a>
      </div>
      <Button type="submit" disabled={signIn.isPending || !isValid}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-muted-foreground text-center text-sm">
        Don&apos;t have an account?{' '}
        <a href="/signup" className="text-primary hover:underline">
          Sign Up
        </a>
      </p>
    </form>
  );
}
