import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';

/** The local IRP's two RSA key pairs (PEM), as NIC has: one to encrypt logins to it, one it signs with. */
export interface IrpKeys {
  encryption: KeyPairPem;
  signing: KeyPairPem;
}

export interface KeyPairPem {
  publicKey: string;
  privateKey: string;
}

const keyPair = (): KeyPairPem =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

export const generateIrpKeys = (): IrpKeys => ({ encryption: keyPair(), signing: keyPair() });

/**
 * RSA PKCS#1 v1.5 decryption, the padding NIC's login uses. Node 20 refuses it in privateDecrypt
 * (CVE-2023-46809, a timing attack on the padding check), so the block is decrypted raw and the
 * padding (00 02, at least 8 non-zero bytes, 00) taken off here: a sandbox key guards nothing.
 */
export function rsaDecryptPkcs1(privateKeyPem: string, base64: string): Buffer {
  const block = privateDecrypt(
    { key: privateKeyPem, padding: constants.RSA_NO_PADDING },
    Buffer.from(base64, 'base64'),
  );
  const separator = block.indexOf(0, 2);
  if (block[0] !== 0 || block[1] !== 2 || separator < 10) throw new Error('not PKCS#1 v1.5 padded');
  return block.subarray(separator + 1);
}
