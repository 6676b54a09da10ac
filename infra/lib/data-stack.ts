import { Aws, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { EventType, HttpMethods, type Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { tableDefinition } from '@app/functions/lib/db/table';
import { s3EventHandlers, type BucketRole } from '@app/functions/event-handlers';
import { AppFunction } from './app-function';
import { acknowledgeCdkCustomResource } from './cdk-internals';
import { grantPrefixAccess } from './grants';
import { logBucket, secureBucket } from './secure-bucket';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

export interface DataStackProps extends StackProps {
  /** The web app's origin: browsers upload to the uploads bucket from it. */
  appUrl: string;
  prefix: string;
}

/**
 * The uploads bucket's name, fixed per account, region and stack prefix: the API stack grants on it
 * by name (no cross-stack export), so its cdk-nag findings name a predictable resource.
 */
export const uploadsBucketName = (prefix: string, region: string) =>
  `${prefix.toLowerCase()}-uploads-${Aws.ACCOUNT_ID}-${region}`;

/** What must outlive every deployment: the single table and the buckets, plus their S3 handlers. */
export class DataStack extends Stack {
  readonly table: TableV2;
  readonly buckets: Record<BucketRole, Bucket>;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    this.table = new TableV2(this, 'Table', {
      partitionKey: stringKey(tableDefinition.partitionKey),
      sortKey: stringKey(tableDefinition.sortKey),
      billing: Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      globalSecondaryIndexes: tableDefinition.globalIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
      })),
    });

    const accessLogs = logBucket(this, 'AccessLogs');
    this.buckets = {
      uploads: secureBucket(this, 'Uploads', {
        bucketName: uploadsBucketName(props.prefix, this.region),
        serverAccessLogsBucket: accessLogs,
        serverAccessLogsPrefix: 'uploads/',
        cors: [
          {
            allowedOrigins: [props.appUrl],
            allowedMethods: [HttpMethods.GET, HttpMethods.PUT, HttpMethods.POST, HttpMethods.HEAD],
            allowedHeaders: ['*'],
            exposedHeaders: ['ETag'],
            maxAge: 3000,
          },
        ],
      }),
      inboundMail: secureBucket(this, 'InboundMail', {
        serverAccessLogsBucket: accessLogs,
        serverAccessLogsPrefix: 'inbound-mail/',
      }),
    };

    for (const { bucket, prefix, handler } of s3EventHandlers) {
      const fn = new AppFunction(this, `On${bucket}${prefix.replace(/\W/g, '')}`, { handlerModule: handler });
      grantPrefixAccess(this.buckets[bucket], prefix, fn);
      this.buckets[bucket].addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(fn), { prefix });
    }
    acknowledgeCdkCustomResource(this, 'BucketNotificationsHandler050a0587b7544547bf325f094a3db834', ['Resource::*']);
  }
}
