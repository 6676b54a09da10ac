import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Bucket, IBucket } from 'aws-cdk-lib/aws-s3';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { RoutePermission } from '@app/functions/route-permissions';
import type { IConstruct } from 'constructs';
import { tableDefinition } from '@app/functions/lib/db/table';

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

/**
 * Object read/delete under one prefix of a bucket in the same stack. The object wildcard is the
 * point of the grant, so its cdk-nag finding is acknowledged here with that reason.
 */
export function grantPrefixAccess(bucket: Bucket, prefix: string, grantee: IGrantable) {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['s3:GetObject', 's3:DeleteObject'],
      resources: [bucket.arnForObjects(`${prefix}*`)],
    }),
  );
  const logicalId = Stack.of(bucket).getLogicalId(bucket.node.defaultChild as never);
  Validations.of(grantee.grantPrincipal as unknown as IConstruct).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/${prefix}*]`,
    reason: `The handler works on every object under ${prefix} of its bucket, and only there.`,
  });
}

/** The extra permissions a route declares in functions/src/route-permissions.ts. */
export function grantRoutePermissions(
  fn: IGrantable,
  permissions: readonly RoutePermission[],
  resources: { uploads: IBucket; uploadsNagArn: string; userPool: IUserPool; mail?: { from: string } },
) {
  for (const permission of permissions) {
    if (permission === 'mail' && resources.mail) {
      const domain = resources.mail.from.split('@')[1] ?? resources.mail.from;
      const stack = Stack.of(fn.grantPrincipal as unknown as IConstruct);
      fn.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: [stack.formatArn({ service: 'ses', resource: 'identity', resourceName: domain })],
        }),
      );
    }
    if (permission === 'uploads') {
      fn.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
          resources: [resources.uploads.arnForObjects('images/*')],
        }),
      );
      Validations.of(fn.grantPrincipal as unknown as IConstruct).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${resources.uploadsNagArn}/images/*]`,
        reason: 'Image routes work on any object under images/ (each key is checked against the caller in code).',
      });
    }
    if (permission === 'userPool') {
      fn.grantPrincipal.addToPrincipalPolicy(
        new PolicyStatement({
          actions: [
            'cognito-idp:AdminCreateUser',
            'cognito-idp:AdminSetUserPassword',
            'cognito-idp:AdminAddUserToGroup',
            'cognito-idp:AdminDisableUser',
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
