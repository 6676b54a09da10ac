import { constants, createCipheriv, createDecipheriv, publicEncrypt, sign, verify } from 'node:crypto';

/**
 * The IRP's cryptography (NIC e-invoice API 1.03/1.04), used by the client and by the local IRP
 * alike so both speak it the same way: the login is RSA-encrypted with the IRP's public key
 * (PKCS#1 v1.5); everything after it is AES-256-ECB (PKCS#7 padding) with the session key (SEK)
 * the login returns, base64 on the wire; what the IRP signs is a JWT (RS256).
 */

export function aesEncrypt(key: Buffer, plain: Buffer | string): string {
  const cipher = createCipheriv('aes-256-ecb', key, null);
  return Buffer.concat([cipher.update(plain), cipher.final()]).toString('base64');
}

/** Throws when the key is not the one it was encrypted with (the padding does not check out). */
export function aesDecrypt(key: Buffer, base64: string): Buffer {
  const decipher = createDecipheriv('aes-256-ecb', key, null);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]);
}

/** The login's encryption: what only the IRP, holding the private key, can read. */
export function rsaEncrypt(publicKeyPem: string, plain: Buffer | string): string {
  return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(plain)).toString(
    'base64',
  );
}

const JWT_HEADER = { alg: 'RS256', typ: 'JWT' };
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signJwt(payload: unknown, privateKeyPem: string): string {
  const signed = `${base64url(JWT_HEADER)}.${base64url(payload)}`;
  return `${signed}.${sign('sha256', Buffer.from(signed), privateKeyPem).toString('base64url')}`;
}

/** A JWT's payload once its RS256 signature verifies with the key; throws otherwise. */
export function verifiedJwtPayload(jwt: string, publicKeyPem: string): unknown {
  const [header = '', payload = '', signature = '', ...rest] = jwt.split('.');
  const parsed = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  if (rest.length > 0 || (parsed(header) as { alg?: unknown }).alg !== 'RS256') throw new Error('not an RS256 JWT');
  const signed = Buffer.from(`${header}.${payload}`);
  if (!verify('sha256', signed, publicKeyPem, Buffer.from(signature, 'base64url'))) {
    throw new Error('the signature does not verify');
  }
  return parsed(payload);
}
