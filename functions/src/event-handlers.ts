/**
 * Handlers that are not HTTP routes, named like the route table's (modules under functions/src).
 * CDK wires them to Cognito and S3; the local stack wires the same modules to cognito-local and
 * s3rver.
 */
export const cognitoTriggers = {
  PostConfirmation: 'triggers/cognito/post-confirmation',
  CustomMessage: 'triggers/cognito/custom-message',
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

export const s3EventHandlers: readonly S3EventHandler[] = [
  { bucket: 'uploads', prefix: 'images/', handler: 'events/s3/verify-image-upload' },
  /** SES keeps each mail to a company's bill address here (raw MIME); its bills are taken out. */
  { bucket: 'inboundMail', prefix: INBOUND_MAIL_PREFIX, handler: 'events/s3/receive-bill-mail' },
];

/**
 * Functions the app itself starts, asynchronously (Lambda Invoke, InvocationType Event), by name.
 * In AWS each is a Lambda named in the environment (BILL_READER_FUNCTION); the local stack's Lambda
 * endpoint runs the same module.
 *   ReadBill: reads one kept bill ({ company_id, bill_id }) and leaves it ready or failed.
 *   DeliverInvitation: makes the account for an invitation's address, or tells the account it has
 *     ({ email, company_id, invitation_id }), after the inviter has had the reply (issue 31).
 */
export const workers = {
  ReadBill: 'events/bills/read-bill',
  DeliverInvitation: 'events/invitations/deliver-invitation',
} as const;

export type Worker = keyof typeof workers;

/**
 * In AWS only: Textract's completion notice for a multi-page PDF (StartExpenseAnalysis) arrives on
 * an SNS topic, and this handler fetches the result and finishes the bill.
 */
export const textractCompletionHandler = 'events/bills/finish-expense-analysis';
