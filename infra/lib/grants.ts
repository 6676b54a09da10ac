import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { RoutePermission } from '@app/functions/route-permissions';
import type { IConstruct } from 'constructs';
import { tableDefinition } from '@app/functions/lib/db/table';
import {
  BILLS_PREFIX,
  EXPORTS_PREFIX,
  IMAGES_PREFIX,
  IMPORTS_PREFIX,
  INCOMING_PREFIX,
} from '@app/functions/lib/s3/prefixes';
import type { AppFunction } from './app-function';

/** Who reads bills in AWS (BILL_READER): Textract. The local stack sets 'local'. */
export const BILL_READER = 'textract';

/**
 * Item-level access to the table and its named indexes, spelt out instead of grantReadWriteData's
 * `index/*`. There is deliberately no dynamodb:Scan: no code path may scan.
 */
export function grantTableAccess(table: ITableV2, grantee: IGrantable) {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: [
        'dynamodb:GetItem',
        'dynamodb:BatchGetItem',
        'dynamodb:Query',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        'dynamodb:BatchWriteItem',
        'dynamodb:ConditionCheckItem',
        'dynamodb:DescribeTable',
      ],
      resources: [
        table.tableArn,
        ...tableDefinition.globalIndexes.map((index) => `${table.tableArn}/index/${index.indexName}`),
      ],
    }),
  );
}

/** Object actions under one prefix of a bucket, the object wildcard acknowledged to cdk-nag with its reason. */
export function grantObjectAccess(
  grantee: IGrantable,
  objects: { bucket: IBucket; nagArn: string; prefix: string; actions: string[]; reason: string },
) {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({ actions: objects.actions, resources: [objects.bucket.arnForObjects(`${objects.prefix}*`)] }),
  );
  Validations.of(grantee.grantPrincipal as unknown as IConstruct).acknowledge({
    id: `AwsSolutions-IAM5[Resource::${objects.nagArn}/${objects.prefix}*]`,
    reason: objects.reason,
  });
}

/**
 * s3:ListBucket on a bucket, for listings under these prefixes only (s3:prefix): the handlers ask
 * whether a file is there by listing its own key (lib/s3/uploads.ts), and can list nothing else.
 */
function grantListing(grantee: IGrantable, bucket: IBucket, prefixes: string[]) {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['s3:ListBucket'],
      resources: [bucket.bucketArn],
      conditions: { StringLike: { 's3:prefix': prefixes.map((prefix) => `${prefix}*`) } },
    }),
  );
}

/**
 * Folders of the uploads bucket a function works in: their objects (GetObject, PutObject, which also
 * signs presigned POSTs, DeleteObject) and listings under them.
 */
function grantUploadFolders(
  fn: AppFunction,
  uploads: IBucket,
  uploadsNagArn: string,
  folders: string[],
  reason: string,
) {
  for (const prefix of folders) {
    grantObjectAccess(fn, {
      bucket: uploads,
      nagArn: uploadsNagArn,
      prefix,
      actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
      reason,
    });
  }
  grantListing(fn, uploads, folders);
}

/** A folder and the presigned uploads landing under incoming/ for it, which routes take in (lib/s3/uploads.ts). */
const withUploads = (folder: string) => [folder, `${INCOMING_PREFIX}${folder}`];

/** What the 'bills' permission reaches: the uploads bucket and the bill reader's worker function. */
export interface BillResources {
  uploads: IBucket;
  uploadsNagArn: string;
  billReader: IFunction;
}

/**
 * Bills' files (bills/ of the uploads bucket), and starting the bill reader, whose function name the
 * caller gets in BILL_READER_FUNCTION; with `uploads`, the bills' presigned uploads too (the
 * 'bills' permission of route-permissions.ts; the mail handler files bills itself).
 */
export function grantBillAccess(
  fn: AppFunction,
  { uploads, uploadsNagArn, billReader }: BillResources,
  { takesUploads }: { takesUploads: boolean },
) {
  grantUploadFolders(
    fn,
    uploads,
    uploadsNagArn,
    takesUploads ? withUploads(BILLS_PREFIX) : [BILLS_PREFIX],
    `Bill handlers work on any bill's file${takesUploads ? ' and upload' : ''} (each key is checked against the caller in code).`,
  );
  fn.addToRolePolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [billReader.functionArn] }));
  fn.addEnvironment('BILL_READER', BILL_READER);
  fn.addEnvironment('BILL_READER_FUNCTION', billReader.functionName);
}

/** The Cognito actions among a route's permissions, as IAM names them (cognito-idp:AdminGetUser). */
export const cognitoActionsOf = (permissions: readonly RoutePermission[]) =>
  permissions.flatMap((permission) =>
    permission.startsWith('cognito:') ? [`cognito-idp:${permission.slice('cognito:'.length)}`] : [],
  );

/** SES SendEmail from the sender's domain identity (the 'mail' permission; the invitation worker). */
export function grantSendMail(fn: AppFunction, from: string) {
  const domain = from.split('@')[1] ?? from;
  fn.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [Stack.of(fn).formatArn({ service: 'ses', resource: 'identity', resourceName: domain })],
    }),
  );
}

/** The extra permissions a route declares in functions/src/route-permissions.ts. */
export function grantRoutePermissions(
  fn: AppFunction,
  permissions: readonly RoutePermission[],
  resources: BillResources & {
    userPool: IUserPool;
    mail?: { from: string };
    paymentSecret: ISecret;
    invitationWorker: IFunction;
    importWorker: IFunction;
    exportWorker: IFunction;
    paymentKeySecret: ISecret;
    irp: { secret: ISecret; settings: Record<string, string> };
  },
) {
  // Issue 31: exactly the user-pool actions the function's code sends, on this pool only.
  const cognitoActions = cognitoActionsOf(permissions);
  if (cognitoActions.length > 0) {
    fn.addToRolePolicy(new PolicyStatement({ actions: cognitoActions, resources: [resources.userPool.userPoolArn] }));
  }
  for (const permission of permissions) {
    if (permission === 'paymentSecret') {
      resources.paymentSecret.grantRead(fn);
      fn.addEnvironment('RAZORPAY_WEBHOOK_SECRET_ARN', resources.paymentSecret.secretArn);
    }
    if (permission === 'paymentKeys') {
      resources.paymentKeySecret.grantRead(fn);
      fn.addEnvironment('RAZORPAY_KEY_SECRET_ARN', resources.paymentKeySecret.secretArn);
    }
    if (permission === 'irp') {
      resources.irp.secret.grantRead(fn);
      fn.addEnvironment('IRP_CLIENT_SECRET_ARN', resources.irp.secret.secretArn);
      for (const [name, value] of Object.entries(resources.irp.settings)) fn.addEnvironment(name, value);
    }
    if (permission === 'mail' && resources.mail) grantSendMail(fn, resources.mail.from);
    if (permission === 'uploads') {
      grantUploadFolders(
        fn,
        resources.uploads,
        resources.uploadsNagArn,
        withUploads(IMAGES_PREFIX),
        'Image routes work on any image and its upload (each key is checked against the caller in code).',
      );
    }
    if (permission === 'invitations') {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['lambda:InvokeFunction'],
          resources: [resources.invitationWorker.functionArn],
        }),
      );
      fn.addEnvironment('INVITATION_WORKER_FUNCTION', resources.invitationWorker.functionName);
    }
    if (permission === 'bills') grantBillAccess(fn, resources, { takesUploads: true });
    if (permission === 'imports') {
      grantUploadFolders(
        fn,
        resources.uploads,
        resources.uploadsNagArn,
        withUploads(IMPORTS_PREFIX),
        "Import routes take in any company's import file and upload (each key is checked against the caller in code).",
      );
      fn.addToRolePolicy(
        new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [resources.importWorker.functionArn] }),
      );
      fn.addEnvironment('IMPORT_WORKER_FUNCTION', resources.importWorker.functionName);
    }
    if (permission === 'exports') {
      grantObjectAccess(fn, {
        bucket: resources.uploads,
        nagArn: resources.uploadsNagArn,
        prefix: EXPORTS_PREFIX,
        actions: ['s3:GetObject'],
        reason:
          "Export routes sign download links for any company's export (each key is checked against the caller in code).",
      });
      fn.addToRolePolicy(
        new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [resources.exportWorker.functionArn] }),
      );
      fn.addEnvironment('EXPORT_WORKER_FUNCTION', resources.exportWorker.functionName);
    }
  }
}
