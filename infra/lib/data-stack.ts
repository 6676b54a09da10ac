import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { HttpMethods, type Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { tableDefinition } from '@app/functions/lib/db/table';
import { DATA_EXPORT_KEPT_DAYS } from '@app/shared/exports/data-export';
import { EXPORTS_PREFIX, IMPORTS_PREFIX, INCOMING_PREFIX } from '@app/functions/lib/s3/prefixes';
import { INBOUND_MAIL_PREFIX, mailReceivers, type BucketRole } from '@app/functions/event-handlers';
import { AppFunction } from './app-function';
import { BillReader } from './bill-reader';
import { nagArnOf } from './cdk-internals';
import { grantBillAccess, grantObjectAccess, grantTableAccess } from './grants';
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
 * Tally files imported (issue 35): the books hold what they brought in, and the import's record
 * says what; the file itself, often hundreds of megabytes, is kept a month for looking into problems.
 */
const IMPORT_FILES_RULE = {
  id: 'import-files',
  prefix: IMPORTS_PREFIX,
  expiration: Duration.days(30),
  noncurrentVersionExpiration: Duration.days(1),
};

/**
 * Data exports (issue 35): a company's zip is made for downloading, not for keeping; the record
 * says the export has expired after these days, when the bucket has deleted it.
 */
const EXPORT_FILES_RULE = {
  id: 'export-files',
  prefix: EXPORTS_PREFIX,
  expiration: Duration.days(DATA_EXPORT_KEPT_DAYS),
  noncurrentVersionExpiration: Duration.days(1),
};

/**
 * The uploads bucket's name, fixed per account, region and stack prefix: the API stack grants on it
 * by name (no cross-stack export), so its cdk-nag findings name a predictable resource.
 */
export const uploadsBucketName = (prefix: string, region: string) =>
  `${prefix.toLowerCase()}-uploads-${Aws.ACCOUNT_ID}-${region}`;

/**
 * What must outlive every deployment: the single table and the buckets, plus the functions that
 * work on the buckets' objects (their S3 handlers, the bill reader, the mail receiver) and SES's
 * receiving into them.
 */
export class DataStack extends Stack {
  readonly table: TableV2;
  readonly buckets: Record<BucketRole, Bucket>;
  readonly billReader: BillReader;
  readonly mailReceiver: AppFunction;
  readonly mailReceiving: InboundMail;

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
        lifecycleRules: [UNCLAIMED_UPLOADS_RULE, IMPORT_FILES_RULE, EXPORT_FILES_RULE],
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

    const environment = {
      TABLE_NAME: this.table.tableName,
      UPLOADS_BUCKET: uploads.bucketName,
      INBOUND_MAIL_BUCKET: inboundMail.bucketName,
      INBOUND_MAIL_DOMAIN: props.inboundMailDomain,
    };
    this.billReader = new BillReader(this, 'BillReader', { table: this.table, uploads, environment });

    // No bucket has object-created handlers: an upload is checked when a route takes it in
    // (lib/s3/uploads.ts; one never taken in expires from incoming/), and mail arrives through SES's
    // receipt rule, which invokes the receiver below with its verdicts.
    // Taking bills out of mail records them (table) and files and starts them as the bill routes do
    // ('bills' in route-permissions.ts); a mail may be 40 MB (SES's limit), parsed and filed one bill at a time.
    const mailReceiver = new AppFunction(this, 'MailReceiver', {
      handlerModule: mailReceivers.ReceiveBillMail,
      environment,
      timeout: Duration.minutes(1),
      memorySize: 1024,
    });
    this.mailReceiver = mailReceiver;
    grantObjectAccess(mailReceiver, {
      bucket: inboundMail,
      nagArn: nagArnOf(inboundMail),
      prefix: INBOUND_MAIL_PREFIX,
      actions: ['s3:GetObject'],
      reason: `The mail receiver reads the mail SES kept, any object under ${INBOUND_MAIL_PREFIX}, by its message id.`,
    });
    grantTableAccess(this.table, mailReceiver);
    grantBillAccess(
      mailReceiver,
      { uploads, uploadsNagArn: nagArnOf(uploads), billReader: this.billReader.worker },
      { takesUploads: false },
    );
    this.mailReceiving = new InboundMail(this, 'InboundMailReceiving', {
      domain: props.inboundMailDomain,
      bucket: inboundMail,
      prefix: INBOUND_MAIL_PREFIX,
      receiver: mailReceiver,
      ruleSetName: `${props.prefix}-inbound-mail`,
    });
    // What the redrive of failed mail needs (README, Deploying).
    new CfnOutput(this, 'FailedMailQueueUrl', { value: this.mailReceiving.failedMail.queueUrl });
    new CfnOutput(this, 'MailReceiverName', { value: mailReceiver.functionName });
  }
}
