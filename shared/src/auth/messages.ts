/** Messages of the sign-in flows that the server and the web app both use. */
export const NOT_AN_ADMIN = 'This account is not an administrator. Please sign in at /login instead.';

/** Issue 20: a user an administrator disabled, at sign-in. */
export const ACCOUNT_DISABLED = 'This account has been disabled. Please contact support.';
