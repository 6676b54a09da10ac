/**
 * Handlers that are not HTTP routes, named like the route table's (modules under functions/src).
 * CDK wires them to Cognito and S3; the local stack wires the same modules to cognito-local and
 * s3rver.
 */
export const cognitoTriggers = {
  PostConfirmation: 'triggers/cognito/post-confirmation',
  CustomMessage: 'triggers/cognito/custom-message',
  /** Issue 31: the ID token's second-factor claim (MFA_CLAIM), which admin routes require. */
  PreTokenGeneration: 'triggers/cognito/pre-token-generation',
} as const;

export type CognitoTrigger = keyof typeof cognitoTriggers;

/** Where SES puts the raw mail in the inbound bucket. */
export const INBOUND_MAIL_PREFIX = 'mail/';

/** The buckets, by role. */
export const bucketRoles = ['uploads', 'inboundMail'] as const;
export type BucketRole = (typeof bucketRoles)[number];

export interface S3EventHandler {
  bucket: BucketRole;
  prefix: string;
  handler: string;
}

/**
 * Handlers of new objects. The uploads bucket has none: a browser's upload is checked when a route
 * takes it in (lib/s3/uploads.ts), and one never taken in expires from incoming/.
 */
export const s3EventHandlers: readonly S3EventHandler[] = [
  /** SES keeps each mail to a company's bill address here (raw MIME); its bills are taken out. */
  { bucket: 'inboundMail', prefix: INBOUND_MAIL_PREFIX, handler: 'events/s3/receive-bill-mail' },
];

/**
 * Functions the app itself starts, asynchronously (Lambda Invoke, InvocationType Event), by name.
 * In AWS each is a Lambda named in the environment (BILL_READER_FUNCTION); the local stack's Lambda
 * endpoint runs the same module.
 *   ReadBill: reads one kept bill ({ company_id, bill_id }) and leaves it ready or failed.
 */
export const workers = {
  ReadBill: 'events/bills/read-bill',
} as const;

export type Worker = keyof typeof workers;

/**
 * In AWS only: Textract's completion notice for a multi-page PDF (StartExpenseAnalysis) arrives on
 * an SNS topic, and this handler fetches the result and finishes the bill.
 */
export const textractCompletionHandler = 'events/bills/finish-expense-analysis';
