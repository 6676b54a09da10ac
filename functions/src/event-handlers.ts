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
];
