import * as z from 'zod';
import { EMAIL_PATTERN } from '../validation';

/** The sign-in form (spec 5, Sign-in), used by the form and by any server check alike. */
export const signInSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Username or Email is required')
    .regex(EMAIL_PATTERN, 'Please enter a valid email'),
  password: z.string().min(1, 'Password is required'),
  rememberMe: z.boolean(),
});

export type SignInInput = z.infer<typeof signInSchema>;
