import { Secret, TOTP } from 'otpauth';

/**
 * The code an authenticator app shows now for a TOTP secret (base32, as Cognito hands it out and
 * the setup screen shows it): RFC 6238 with Cognito's settings, SHA-1, 6 digits, 30 s.
 */
export const totpCode = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
