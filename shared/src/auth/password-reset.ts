import * as z from '../zod';
import { EMAIL_PATTERN } from '../validation';
import { PASSWORD_TOO_WEAK_MESSAGE, resetPasswordProblem } from '../password-strength';

/** Spec 5, Forgot password. */
export const forgotPasswordSchema = z.object({
  email: z.string().check(
    z.trim(),
    // One account per address whatever its case (the user pool is case-insensitive too).
    z.toLowerCase(),
    z.minLength(1, 'Email address is required'),
    z.regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  ),
});

/** Spec 5, Reset password: strength at least 60 (3 of 5 rules), and the two entries equal. */
export const resetPasswordSchema = z
  .object({
    email: z
      .string()
      .check(
        z.trim(),
        z.toLowerCase(),
        z.minLength(1, 'Email is required'),
        z.regex(EMAIL_PATTERN, 'Please enter a valid email address'),
      ),
    password: z.string().check(
      z.minLength(1, 'Password is required'),
      z.minLength(8, 'Password must be at least 8 characters long'),
      z.refine((password) => !resetPasswordProblem(password), PASSWORD_TOO_WEAK_MESSAGE),
    ),
    confirm: z.string().check(z.minLength(1, 'Please confirm your password')),
  })
  .check(
    z.refine((form) => form.confirm === '' || form.password === form.confirm, {
      message: 'Passwords do not match',
      path: ['confirm'],
    }),
  );

export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
