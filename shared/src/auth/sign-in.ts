import * as z from '../zod';
import { EMAIL_PATTERN } from '../validation';

/** The sign-in form (spec 5, Sign-in), used by the form and by any server check alike. */
export const signInSchema = z.object({
  username: z.string().check(
    z.trim(),
    // One account per address whatever its case (the user pool is case-insensitive too).
    z.toLowerCase(),
    z.minLength(1, 'Username or Email is required'),
    z.regex(EMAIL_PATTERN, 'Please enter a valid email'),
  ),
  password: z.string().check(z.minLength(1, 'Password is required')),
  rememberMe: z.boolean(),
});

export type SignInInput = z.infer<typeof signInSchema>;
