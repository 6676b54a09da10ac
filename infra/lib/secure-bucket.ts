import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  ObjectOwnership,
  type BucketProps,
  type LifecycleRule,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** How long a deleted or overwritten version is kept, to undo a mistake; then it is gone. */
export const NONCURRENT_VERSION_DAYS = 7;

/**
 * Every bucket's first lifecycle rule. Versioning keeps what is deleted as an old version, so a
 * deleted file (a discarded bill, a refused upload) really goes only when its old versions expire;
 * the delete markers then left behind are cleared, and unfinished multipart uploads after a day.
 */
export const OLD_VERSIONS_RULE: LifecycleRule = {
  id: 'old-versions',
  noncurrentVersionExpiration: Duration.days(NONCURRENT_VERSION_DAYS),
  expiredObjectDeleteMarker: true,
  abortIncompleteMultipartUploadAfter: Duration.days(1),
};

/**
 * A private bucket: public access blocked, encrypted, TLS only, versioned with old versions expiring
 * (OLD_VERSIONS_RULE, before the bucket's own rules), kept on stack deletion.
 */
export function secureBucket(
  scope: Construct,
  id: string,
  { lifecycleRules = [], ...props }: BucketProps = {},
): Bucket {
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    versioned: true,
    removalPolicy: RemovalPolicy.RETAIN,
    lifecycleRules: [OLD_VERSIONS_RULE, ...lifecycleRules],
    ...props,
  });
}

/** Where S3 server access logs and CloudFront standard logs go (CloudFront needs ACLs). */
export function logBucket(scope: Construct, id: string): Bucket {
  const bucket = secureBucket(scope, id, {
    objectOwnership: ObjectOwnership.OBJECT_WRITER,
    lifecycleRules: [{ expiration: Duration.days(400), noncurrentVersionExpiration: Duration.days(30) }],
  });
  Validations.of(bucket).acknowledge({
    id: 'AwsSolutions-S1',
    reason: 'This is the access-log bucket itself; logging it into itself would loop.',
  });
  return bucket;
}
