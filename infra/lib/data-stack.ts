import { Aws, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { EventType, HttpMethods, type Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { tableDefinition } from '@app/functions/lib/db/table';
import { INCOMING_PREFIX } from '@app/functions/lib/s3/prefixes';
import { INBOUND_MAIL_PREFIX, s3EventHandlers, type BucketRole } from '@app/functions/event-handlers';
import { AppFunction, type AppFunctionProps } from './app-function';
import { BillReader } from './bill-reader';
import { acknowledgeCdkCustomResource, nagArnOf } from './cdk-internals';
import { grantBillAccess, grantPrefixAccess, grantTableAccess } from './grants';
import { InboundMail } from './inbound-mail';
import { logBucket, secureBucket } from './secure-bucket';

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

export interface DataStackProps extends StackProps {
  /** The web app's origin: browsers upload to the uploads bucket from it. */
  appUrl: string;
  prefix: string;
  /** The domain of the companies' bill addresses, received by SES into the inbound-mail bucket. */
  inboundMailDomain: string;
}

/** How long raw mail is kept: its bills are taken out within seconds; the rest is for looking into problems. */
const RAW_MAIL_DAYS = 30;

/**
 * Presigned uploads a route never took in (lib/s3/uploads.ts): gone a day after upload (S3 counts
 * lifecycle days to the next midnight UTC), their old versions the day after.
 */
const UNCLAIMED_UPLOADS_RULE = {
  id: 'unclaimed-uploads',
  prefix: INCOMING_PREFIX,
  expiration: Duration.days(1),
  noncurrentVersionExpiration: Duration.days(1),
};

/**
 * What an S3 handler needs beyond reading and deleting objects under its own prefix. Taking bills
 * out of mail records them (table) and files and starts them as the bill routes do ('bills' in
 * route-permissions.ts); a mail may be 40 MB (SES's limit), parsed and filed one bill at a time.
 */
const s3HandlerNeeds: Readonly<Record<string, { table?: true; bills?: true; props?: Partial<AppFunctionProps> }>> = {
  'events/s3/receive-bill-mail': {
    table: true,
    bills: true,
    props: { timeout: Duration.minutes(1), memorySize: 1024 },
  },
};

/**
 * The uploads bucket's name, fixed per account, region and stack prefix: the API stack grants on it
 * by name (no cross-stack export), so its cdk-nag findings name a predictable resource.
 */
export const uploadsBucketName = (prefix: string, region: string) =>
  `${prefix.toLowerCase()}-uploads-${Aws.ACCOUNT_ID}-${region}`;

/**
 * What must outlive every deployment: the single table and the buckets, plus the functions that
 * work on the buckets' objects (their S3 handlers, the bill reader) and SES's receiving into them.
 */
export class DataStack extends Stack {
  readonly table: TableV2;
  readonly buckets: Record<BucketRole, Bucket>;
  readonly billReader: BillReader;

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
        // Browsers upload by presigned POST and show files by presigned GET; nothing else.
        cors: [
          {
            allowedOrigins: [props.appUrl],
            allowedMethods: [HttpMethods.GET, HttpMethods.POST, HttpMethods.HEAD],
            allowedHeaders: ['*'],
            exposedHeaders: ['ETag'],
            maxAge: 3000,
          },
        ],
        lifecycleRules: [UNCLAIMED_UPLOADS_RULE],
      }),
      inboundMail: secureBucket(this, 'InboundMail', {
        serverAccessLogsBucket: accessLogs,
        serverAccessLogsPrefix: 'inbound-mail/',
        lifecycleRules: [
          {
            prefix: INBOUND_MAIL_PREFIX,
            expiration: Duration.days(RAW_MAIL_DAYS),
            noncurrentVersionExpiration: Duration.days(1),
          },
        ],
      }),
    };
    const { uploads, inboundMail } = this.buckets;
    new InboundMail(this, 'InboundMailReceiving', {
      domain: props.inboundMailDomain,
      bucket: inboundMail,
      prefix: INBOUND_MAIL_PREFIX,
      ruleSetName: `${props.prefix}-inbound-mail`,
    });

    const environment = {
      TABLE_NAME: this.table.tableName,
      UPLOADS_BUCKET: uploads.bucketName,
      INBOUND_MAIL_BUCKET: inboundMail.bucketName,
      INBOUND_MAIL_DOMAIN: props.inboundMailDomain,
    };
    this.billReader = new BillReader(this, 'BillReader', { table: this.table, uploads, environment });

    for (const { bucket, prefix, handler } of s3EventHandlers) {
      const needs = s3HandlerNeeds[handler] ?? {};
      const fn = new AppFunction(this, `On${bucket}${prefix.replace(/\W/g, '')}`, {
        handlerModule: handler,
        environment,
        ...needs.props,
      });
      grantPrefixAccess(this.buckets[bucket], prefix, fn);
      if (needs.table) grantTableAccess(this.table, fn);
      if (needs.bills) {
        grantBillAccess(
          fn,
          { uploads, uploadsNagArn: nagArnOf(uploads), billReader: this.billReader.worker },
          { takesUploads: false },
        );
      }
      this.buckets[bucket].addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(fn), { prefix });
    }
    acknowledgeCdkCustomResource(this, 'BucketNotificationsHandler050a0587b7544547bf325f094a3db834', ['Resource::*']);
  }
}
