import { fetchAuthSession, setUpTOTP, signOut, updateMFAPreference, verifyTOTPSetup } from 'aws-amplify/auth';
import { MFA_CLAIM, MFA_TOTP, TOTP_ISSUER } from '@app/shared/auth/mfa';

/**
 * Issue 31: administrators sign in with a TOTP authenticator app as their second factor. Cognito
 * asks a user who has one for a code at every sign-in; the API refuses its admin routes to a
 * session without it (the ID token's MFA_CLAIM).
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

/** Whether the signed-in user is in the admin group but their session has no second factor. */
export async function needsTotpSetup(): Promise<boolean> {
  const payload = (await fetchAuthSession()).tokens?.idToken?.payload ?? {};
  const groups = payload['cognito:groups'];
  return Array.isArray(groups) && groups.includes('admin') && payload[MFA_CLAIM] !== MFA_TOTP;
}

/** A new authenticator secret for the signed-in user: the otpauth URI for the QR code, and the secret to type. */
export async function startTotpSetup(account: string): Promise<{ uri: string; secret: string }> {
  const details = await setUpTOTP();
  return { uri: details.getSetupUri(TOTP_ISSUER, account).toString(), secret: details.sharedSecret };
}

/**
 * Confirms the authenticator with its code and makes TOTP the user's MFA, so Cognito asks every
 * sign-in for a code; then signs out everywhere, ending every session opened with the password
 * alone (this one too): the next sign-in is made with a code.
 */
export async function finishTotpSetup(code: string) {
  await verifyTOTPSetup({ code });
  await updateMFAPreference({ totp: 'PREFERRED' });
  await signOut({ global: true });
}
