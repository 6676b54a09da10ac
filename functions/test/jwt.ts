import { createRequire } from 'node:module';
import { createSign, generateKeyPairSync } from 'node:crypto';

const { pem: cognitoLocalKey } = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json') as {
  pem: string;
};

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Signs a JWT the way cognito-local does (RS256, kid CognitoLocal), with its published key unless
 * another is given: for tokens that are well signed but expired, for another issuer or client.
 */
export function signJwt(payload: Record<string, unknown>, privateKeyPem: string = cognitoLocalKey): string {
  const unsigned = `${base64url({ alg: 'RS256', typ: 'JWT', kid: 'CognitoLocal' })}.${base64url(payload)}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(privateKeyPem).toString('base64url');
  return `${unsigned}.${signature}`;
}

/** A key nobody trusts. */
export const strangerKey = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

export const decodeJwt = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
