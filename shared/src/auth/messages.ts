/**
 * Messages of the sign-in, sign-up and password flows, apart from the forms' schemas so a page can
 * show them without loading zod (issue 38).
 */

/** The /admin sign-in, for an account outside the admin group. */
export const NOT_AN_ADMIN = 'This account is not an administrator. Please sign in at /login instead.';

/** Issue 20: a user an administrator disabled, at sign-in. */
export const ACCOUNT_DISABLED = 'This account has been disabled. Please contact support.';

/**
 * Issue 31: an administrator whose session has no second factor, on an admin route. The admin
 * sign-in leads them through setting up an authenticator app.
 */
export const ADMIN_MFA_REQUIRED =
  'The admin console needs two-factor authentication. Sign in at /admin to set up an authenticator app.';

/** Issue 31: someone who is no longer an administrator, on an admin route. */
export const NOT_ADMIN_ROUTE = 'This action needs an administrator account.';

/** Spec 8: the sign-up toasts. */
export const SIGN_UP_MESSAGES = {
  loading: 'Creating your account...',
  success: 'Account created successfully! 🎉',
  failure: 'Could not create account. Please try again.',
  invalid: 'Please fix the validation errors before submitting.',
} as const;

/** Spec 8: the password-reset toasts. */
export const PASSWORD_RESET_MESSAGES = {
  linkSent: 'Password reset link sent to your email!',
  linkFailed: 'Failed to send reset link. Please try again.',
  done: 'Password reset successfully!',
  invalid: 'Please fix the validation errors before submitting.',
} as const;

/** Spec 2.6 and 8: e-mail verification. */
export const VERIFY_MESSAGES = {
  invalidLink: 'Invalid verification link. Please check your email for a valid verification link.',
  verified: 'Email verified successfully!',
  failed: 'Email verification failed. Please try again.',
} as const;
