/**
 * Issue 31: administrators sign in with a TOTP authenticator app as their second factor. Cognito
 * asks a user who has one for a code at every sign-in; the API refuses its admin routes to a
 * session without it (the ID token's MFA_CLAIM). The steps' errors are here; the calls to Cognito
 * are in lib/cognito-auth.ts, reached through lib/auth.ts.
 */

/** Cognito asks the sign-in for the authenticator's current code. */
export class TotpCodeRequired extends Error {
  override readonly name = 'TotpCodeRequired';
  constructor() {
    super('Enter the 6-digit code from your authenticator app.');
  }
}

/** An administrator signed in without a second factor: they set one up before going on. */
export class TotpSetupRequired extends Error {
  override readonly name = 'TotpSetupRequired';
  constructor() {
    super('Set up two-factor authentication to use the admin console.');
  }
}
