import type { IrpCredentials } from '@app/functions/lib/einvoice/irp-api';

/**
 * The e-invoice portal on this machine (issue 36): no call leaves it. Hisaab reaches the local IRP
 * (irp/) as NIC's API is reached through a GSP, with this API client's id and secret; a company's
 * API user (created on the e-invoice portal in real life) is registered with the local IRP.
 */
export const LOCAL_IRP = {
  clientId: 'AAHISAABLOCAL01GSP',
  clientSecret: 'hisaab-local-irp-client-secret',
  /** An API user of the demo company's GSTIN (demo-account.ts). */
  demoUser: {
    gstin: '27AAPFU0939F1ZV',
    username: 'hisaab_demo_api',
    password: 'Demo@Irp2026',
  } satisfies IrpCredentials,
};

/** The local IRP's two public keys: the one logins are encrypted with, the one its signatures verify with. */
export interface LocalIrpKeys {
  publicKeyPem: string;
  signingPublicKeyPem: string;
}

/** The settings the e-invoice functions read to reach the local IRP (as CDK sets them in AWS). */
export const localIrpSettings = (apiUrl: string, keys: LocalIrpKeys) => ({
  IRP_API_URL: apiUrl,
  IRP_CLIENT_ID: LOCAL_IRP.clientId,
  IRP_CLIENT_SECRET: LOCAL_IRP.clientSecret,
  IRP_PUBLIC_KEY: keys.publicKeyPem,
  IRP_SIGNING_KEY: keys.signingPublicKeyPem,
});
