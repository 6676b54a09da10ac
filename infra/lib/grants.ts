import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Bucket, IBucket } from 'aws-cdk-lib/aws-s3';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { RoutePermission } from '@app/functions/route-permissions';
import type { IConstruct } from 'constructs';
import { tableDefinition } from '@app/functions/lib/db/table';
import type { AppFunction } from './app-function';
import { nagArnOf } from './cdk-internals';

/** Where bills' files live in the uploads bucket (bills/<company>/, functions/src/lib/bills). */
export const BILLS_PREFIX = 'bills/';

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

/** Object read/delete under one prefix of a bucket in the same stack (an S3 handler's own prefix). */
export function grantPrefixAccess(bucket: Bucket, prefix: string, grantee: IGrantable) {
  grantObjectAccess(grantee, {
    bucket,
    nagArn: nagArnOf(bucket),
    prefix,
    actions: ['s3:GetObject', 's3:DeleteObject'],
    reason: `The handler works on every object under ${prefix} of its bucket, and only there.`,
  });
}

/** What the 'bills' permission reaches: the uploads bucket and the bill reader's worker function. */
export interface BillResources {
  uploads: IBucket;
  uploadsNagArn: string;
  billReader: IFunction;
}

/**
 * The 'bills' permission (route-permissions.ts): objects under bills/ of the uploads bucket
 * (PutObject also signs presigned POSTs), and starting the bill reader, whose function name the
 * caller gets in BILL_READER_FUNCTION. ListBucket makes S3 answer 404, not 403, for a bill file
 * that was never uploaded, which the handlers tell apart ("Unknown file").
 */
export function grantBillAccess(fn: AppFunction, { uploads, uploadsNagArn, billReader }: BillResources) {
  grantObjectAccess(fn, {
    bucket: uploads,
    nagArn: uploadsNagArn,
    prefix: BILLS_PREFIX,
    actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
    reason: `Bill handlers work on any object under ${BILLS_PREFIX} (each key is checked against the caller in code).`,
  });
  fn.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [uploads.bucketArn] }));
  fn.addToRolePolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [billReader.functionArn] }));
  fn.addEnvironment('BILL_READER', BILL_READER);
  fn.addEnvironment('BILL_READER_FUNCTION', billReader.functionName);
}

/** The extra permissions a route declares in functions/src/route-permissions.ts. */
export function grantRoutePermissions(
  fn: AppFunction,
  permissions: readonly RoutePermission[],
  resources: BillResources & {
    userPool: IUserPool;
    mail?: { from: string };
    paymentSecret: ISecret;
    paymentKeySecret: ISecret;
  },
) {
  for (const permission of permissions) {
    if (permission === 'paymentSecret') {
      resources.paymentSecret.grantRead(fn);
      fn.addEnvironment('RAZORPAY_WEBHOOK_SECRET_ARN', resources.paymentSecret.secretArn);
    }
    if (permission === 'paymentKeys') {
      resources.paymentKeySecret.grantRead(fn);
      fn.addEnvironment('RAZORPAY_KEY_SECRET_ARN', resources.paymentKeySecret.secretArn);
    }
    if (permission === 'mail' && resources.mail) {
      const domain = resources.mail.from.split('@')[1] ?? resources.mail.from;
      const stack = Stack.of(fn);
      fn.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: domain })],
        }),
      );
    }
    if (permission === 'uploads') {
      grantObjectAccess(fn, {
        bucket: resources.uploads,
        nagArn: resources.uploadsNagArn,
        prefix: 'images/',
        actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        reason: 'Image routes work on any object under images/ (each key is checked against the caller in code).',
      });
    }
    if (permission === 'bills') grantBillAccess(fn, resources);
    if (permission === 'userPool') {
      fn.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({
          actions: [
            'cognito-idp:AdminCreateUser',
            'cognito-idp:AdminSetUserPassword',
            'cognito-idp:AdminAddUserToGroup',
            'cognito-idp:AdminDisableUser',
            'cognito-idp:AdminEnableUser',
            'cognito-idp:AdminDeleteUser',
            'cognito-idp:AdminGetUser',
            'cognito-idp:AdminUserGlobalSignOut',
          ],
          resources: [resources.userPool.userPoolArn],
        }),
      );
    }
  }
}
