import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type BucketProps } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

/** A private bucket: public access blocked, encrypted, TLS only, versioned, kept on stack deletion. */
export function secureBucket(scope: Construct, id: string, props: BucketProps = {}): Bucket {
  return new Bucket(scope, id, {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    versioned: true,
    removalPolicy: RemovalPolicy.RETAIN,
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
