/**
 * What a route's Lambda may touch beyond the table (which every API route reads and writes). CDK
 * grants exactly these; a route not listed here gets the table only.
 *   uploads: read and delete objects under images/ in the uploads bucket, and presign uploads there
 *   mail: send e-mail through SES (when a sender is configured)
 *   userPool: administer users in the Cognito user pool (create, disable, delete, groups)
 */
export type RoutePermission = 'uploads' | 'mail' | 'userPool';

export const routePermissions: Readonly<Record<string, readonly RoutePermission[]>> = {
  'routes/public/send-query-email': ['mail'],
};
