import { Stack, Validations, type CfnElement } from 'aws-cdk-lib';
import type { Bucket } from 'aws-cdk-lib/aws-s3';

const BASIC_EXECUTION_ROLE = 'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole';

/**
 * Acknowledges the cdk-nag findings on a custom-resource Lambda that CDK itself creates (bucket
 * notifications, bucket deployment): its role and runtime are CDK's choice, not this app's.
 */
export function acknowledgeCdkCustomResource(stack: Stack, constructId: string, wildcardFindings: string[]) {
  const construct = stack.node.tryFindChild(constructId);
  if (!construct) throw new Error(`${stack.stackName} has no ${constructId}`);
  const reason = 'CDK-managed custom resource: its role and runtime are defined by aws-cdk-lib, not by this app.';
  Validations.of(construct).acknowledge({ id: `AwsSolutions-IAM4[${BASIC_EXECUTION_ROLE}]`, reason });
  Validations.of(construct).acknowledge({ id: 'AwsSolutions-L1', reason });
  for (const finding of wildcardFindings) {
    Validations.of(construct).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
  }
}

/**
 * How cdk-nag spells the ARN of a bucket named `<prefix>-<kind>-<account>-<region>` (the fixed names
 * of the site and uploads buckets) in its finding ids.
 */
export const nagBucketArn = (prefix: string, kind: string, region: string) =>
  `arn:<AWS::Partition>:s3:::${prefix.toLowerCase()}-${kind}-<AWS::AccountId>-${region}`;

/** How cdk-nag spells the ARN of a bucket defined in the same stack as the policy naming it. */
export const nagArnOf = (bucket: Bucket) =>
  `<${Stack.of(bucket).getLogicalId(bucket.node.defaultChild as CfnElement)}.Arn>`;
