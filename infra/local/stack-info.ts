import type { BucketRole } from '@app/functions/event-handlers';

/** What `npm start` writes to .local/stack.json so scripts and tests can find the running stack. */
export interface StackInfo {
  apiUrl: string;
  webUrl: string;
  lambdaEndpoint: string;
  /** GET ?to=<address>: the e-mails Cognito would have sent there (verification and reset links). */
  mailboxUrl: string;
  cognito: { endpoint: string; userPoolId: string; userPoolClientId: string; issuer: string };
  s3: { endpoint: string; buckets: Record<BucketRole, string> };
  dynamodb: { endpoint: string; tableName: string };
  /** Failed asynchronous events of the functions with an on-failure queue in AWS, a folder per function (dead-letters.ts). */
  deadLetterDir: string;
  /** The local Razorpay (issue 31): its API (RAZORPAY_API_URL) and its Checkout.js stand-in. */
  razorpay: { apiUrl: string; checkoutScriptUrl: string };
  /** The local e-invoice portal (issue 36): NIC's IRP API (IRP_API_URL) and its public keys (localIrpSettings). */
  irp: { apiUrl: string; publicKeyPem: string; signingPublicKeyPem: string };
  demo?: { email: string; password: string };
  pid: number;
}
