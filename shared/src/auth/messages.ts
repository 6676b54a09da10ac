/** Messages of the sign-in flows that the server and the web app both use. */
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
