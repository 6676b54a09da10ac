import * as z from '../zod';
import { EMAIL_PATTERN } from '../validation';

/** Spec 5, Sign-up (checked on change and submit). */
export const signUpSchema = z.object({
  first: z.string().check(z.trim(), z.minLength(1, 'First name is required'), z.maxLength(100)),
  last: z.string().check(z.trim(), z.maxLength(100)),
  email: z.string().check(
    z.trim(),
    // One account per address whatever its case (the user pool is case-insensitive too).
    z.toLowerCase(),
    z.minLength(1, 'Email is required'),
    z.regex(EMAIL_PATTERN, 'Please enter a valid email'),
  ),
  code: z.string().check(z.minLength(1, 'Country code is required')),
  phone: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Phone number is required'),
      z.minLength(10, 'Phone number must be at least 10 digits'),
      z.regex(/^\d+$/, 'Phone number must be at least 10 digits'),
      z.maxLength(15),
    ),
  password: z
    .string()
    .check(
      z.minLength(1, 'Password is required'),
      z.minLength(8, 'Password must be at least 8 characters'),
      z.maxLength(256),
    ),
});

export type SignUpInput = z.infer<typeof signUpSchema>;
