/**
 * Handlers that are not HTTP routes, named like the route table's (modules under functions/src).
 * CDK wires them to Cognito, S3 and SES; the local stack wires the same modules to cognito-local,
 * s3rver and its Lambda invoke endpoint.
 */
export const cognitoTriggers = {
  PostConfirmation: 'triggers/cognito/post-confirmation',
  CustomMessage: 'triggers/cognito/custom-message',
  /** Issue 31: the ID token's second-factor claim (MFA_CLAIM), which admin routes require. */
  PreTokenGeneration: 'triggers/cognito/pre-token-generation',
} as const;

export type CognitoTrigger = keyof typeof cognitoTriggers;

/** Where SES puts the raw mail in the inbound bucket: its S3 action keeps each mail as mail/<messageId>. */
export const INBOUND_MAIL_PREFIX = 'mail/';

export const inboundMailKey = (messageId: string) => `${INBOUND_MAIL_PREFIX}${messageId}`;

/**
 * SES's receipt rule for the bill addresses keeps each mail in the inbound bucket (its S3 action),
 * then starts this function with its receipt notification (its Lambda action, InvocationType
 * Event): the envelope's recipients and SES's verdicts. In AWS a failed event goes to the
 * function's on-failure queue; the local stack's `npm run mail-bill` invokes it by this name.
 */
export const mailReceivers = {
  ReceiveBillMail: 'events/ses/receive-bill-mail',
} as const;

/**
 * How often Lambda tries an asynchronous event again after its function failed on it (Lambda's
 * own default, set explicitly where it matters); then it goes to the on-failure destination.
 */
export const ASYNC_RETRY_ATTEMPTS = 2;

/** The buckets, by role. */
export const bucketRoles = ['uploads', 'inboundMail'] as const;
export type BucketRole = (typeof bucketRoles)[number];

/**
 * Functions the app itself starts, asynchronously (Lambda Invoke, InvocationType Event), by name.
 * In AWS each is a Lambda named in the environment (BILL_READER_FUNCTION); the local stack's Lambda
 * endpoint runs the same module.
 *   ReadBill: reads one kept bill ({ company_id, bill_id }) and leaves it ready or failed.
 *   DeliverInvitation: makes the account for an invitation's address, or tells the account it has
 *     ({ email, company_id, invitation_id }), after the inviter has had the reply (issue 31).
 *   ImportTally: previews or imports an uploaded Tally export ({ company_id, import_id, step,
 *     user_id }), reading it from S3 as it streams (issue 35).
 *   ExportData: makes a company's data export ({ company_id, export_id }): a zip of everything, or
 *     the books as Tally XML, into the uploads bucket (issue 35).
 */
export const workers = {
  ReadBill: 'events/bills/read-bill',
  DeliverInvitation: 'events/invitations/deliver-invitation',
  ImportTally: 'events/imports/import-tally',
  ExportData: 'events/exports/export-data',
} as const;

export type Worker = keyof typeof workers;

/**
 * In AWS only: Textract's completion notice for a multi-page PDF (StartExpenseAnalysis) arrives on
 * an SNS topic, and this handler fetches the result and finishes the bill.
 */
export const textractCompletionHandler = 'events/bills/finish-expense-analysis';
