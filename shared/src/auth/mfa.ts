/**
 * Issue 31: administrators sign in with a second factor, a TOTP authenticator app. Cognito asks
 * every sign-in of a user whose enabled MFA includes TOTP for a code; the PreTokenGeneration
 * trigger then puts this claim in the ID token, and the API refuses admin routes to a token
 * without it. The web reads the same claim to know when to lead an administrator to set it up.
 */
export const MFA_CLAIM = 'hisaab:mfa';
export const MFA_TOTP = 'totp';

/** The issuer an authenticator app shows beside the account (the otpauth URI's issuer). */
export const TOTP_ISSUER = 'Hisaab';
