import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
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
