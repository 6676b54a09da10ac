import { optional, required } from '#lib/config';
import { secretValue } from '#lib/secrets';

/**
 * The IRP's settings (issue 36), read lazily like config.ts but kept here, so only the e-invoice
 * functions' bundles carry them. Hisaab reaches the IRP as a GSP's API client: its client id, and
 * its client secret (a Secrets Manager secret in AWS, named by IRP_CLIENT_SECRET_ARN; the value
 * itself on the local stack). The IRP's two public keys come with the API access: one encrypts the
 * login, the other verifies what the IRP signs.
 */
export const irpConfig = {
  /** NIC's API (the sandbox or production address NIC gave the API client) in AWS, the local IRP here. */
  get apiUrl() {
    return required('IRP_API_URL');
  },
  get clientId() {
    return optional('IRP_CLIENT_ID') ?? '';
  },
  get clientSecretArn() {
    return optional('IRP_CLIENT_SECRET_ARN');
  },
  get clientSecret() {
    return optional('IRP_CLIENT_SECRET') ?? '';
  },
  /** PEM: encrypts the auth request's password and app key (RSA). */
  get publicKey() {
    return optional('IRP_PUBLIC_KEY') ?? '';
  },
  /** PEM: verifies the signed invoice and signed QR code (RS256). */
  get signingKey() {
    return optional('IRP_SIGNING_KEY') ?? '';
  },
};

/** The API client's secret: Secrets Manager in AWS (read at most every 5 minutes), the setting locally. */
export function irpClientSecret(now = Date.now()): Promise<string> {
  const arn = irpConfig.clientSecretArn;
  return arn ? secretValue(arn, now) : Promise.resolve(irpConfig.clientSecret);
}
