import * as z from '../../../zod';
import { EMAIL_PATTERN } from '../../../validation';
import type { RouteDefinition } from '../../route';

/**
 * Admin only: creates a Cognito user and its profile. `password` is a temporary password the user
 * must change at the first sign-in (issue 31); `user_type: 'admin'` makes an administrator, which
 * the administrators' log states. Every creation is logged.
 */
export const createUser = {
  method: 'POST',
  path: '/api/v1/admin/create/user',
  handler: 'routes/admin/create-user',
  auth: 'admin',
  body: z.strictObject({
    email: z.string().check(z.trim(), z.toLowerCase(), z.regex(EMAIL_PATTERN, 'Please enter a valid email')),
    first: z.string().check(z.trim(), z.minLength(1, 'First name is required'), z.maxLength(100)),
    last: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    code: z.optional(z.string().check(z.regex(/^\+\d{1,4}$/, 'Invalid phone code format'))),
    phone: z.optional(z.string().check(z.regex(/^\d{10}$/, 'Phone number must be at least 10 digits'))),
    password: z.string().check(z.minLength(8, 'Password must be at least 8 characters'), z.maxLength(256)),
    user_type: z._default(z.enum(['user', 'admin']), 'user'),
  }),
  data: z.object({ id: z.string() }),
} as const satisfies RouteDefinition;

export type CreateUserBody = z.output<typeof createUser.body>;
