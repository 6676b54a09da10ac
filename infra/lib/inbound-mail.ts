import { ArnFormat, Aws, Duration, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import {
  ReceiptRuleSet,
  type IReceiptRuleAction,
  type IReceiptRuleRef,
  type ReceiptRuleActionConfig,
} from 'aws-cdk-lib/aws-ses';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { ASYNC_RETRY_ATTEMPTS } from '@app/functions/event-handlers';

export interface InboundMailProps {
  /** The domain of the companies' bill addresses: SES takes every mail to any address there. */
  domain: string;
  /** Where SES keeps each mail, raw, under `prefix` (as <prefix><messageId>). */
  bucket: Bucket;
  prefix: string;
  /** The mail receiver (event-handlers.ts mailReceivers), started with each mail's receipt notification. */
  receiver: IFunction;
  /** The receipt rule set's name, fixed so the bucket policy can name its rule (`<prefix>-inbound-mail`). */
  ruleSetName: string;
}

const RULE_NAME = 'bills';

/** How long a failed mail's event waits in the on-failure queue to be redriven (SQS's longest). */
const FAILED_MAIL_RETENTION = Duration.days(14);

/**
 * SES receiving for the bill addresses: one receipt rule set whose one rule scans each mail to the
 * domain for spam and viruses, keeps it in the bucket (S3 action), then hands its receipt
 * notification (envelope recipients, SPF/DKIM/DMARC and scan verdicts) to the mail receiver
 * (Lambda action, asynchronous). Lambda tries a failed event twice more, then puts it in the
 * `failedMail` queue, from which it is redriven (README, Deploying).
 *
 * Two steps stay outside CloudFormation, once per account and region (see README, Deploying):
 * SES applies only the one active rule set, so this one must be made active
 * (`aws ses set-active-receipt-rule-set --rule-set-name <name>`), and the domain's MX record must
 * point at SES's inbound endpoint of the region (`inbound-smtp.<region>.amazonaws.com`).
 */
export class InboundMail extends Construct {
  readonly ruleSet: ReceiptRuleSet;
  readonly failedMail: Queue;

  constructor(scope: Construct, id: string, { domain, bucket, prefix, receiver, ruleSetName }: InboundMailProps) {
    super(scope, id);
    const ruleArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'receipt-rule-set',
      resourceName: `${ruleSetName}:receipt-rule/${RULE_NAME}`,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
    this.failedMail = new Queue(this, 'FailedMail', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: FAILED_MAIL_RETENTION,
    });
    Validations.of(this.failedMail).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: "This queue is itself a dead-letter queue: the mail receiver's on-failure destination.",
    });
    receiver.configureAsyncInvoke({
      onFailure: new SqsDestination(this.failedMail),
      retryAttempts: ASYNC_RETRY_ATTEMPTS,
    });
    this.ruleSet = new ReceiptRuleSet(this, 'RuleSet', { receiptRuleSetName: ruleSetName });
    this.ruleSet.addRule('Bills', {
      receiptRuleName: RULE_NAME,
      recipients: [domain],
      scanEnabled: true,
      actions: [new KeepInBucket(bucket, prefix, ruleArn), new HandToFunction(receiver, ruleArn)],
    });
  }
}

/**
 * SES's S3 action. aws-ses-actions' S3 lets SES write for any receipt rule of the account
 * (aws:SourceAccount only); this one also names the rule (aws:SourceArn), as SES's guide advises.
 */
class KeepInBucket implements IReceiptRuleAction {
  constructor(
    private readonly bucket: Bucket,
    private readonly prefix: string,
    private readonly ruleArn: string,
  ) {}

  bind(rule: IReceiptRuleRef): ReceiptRuleActionConfig {
    this.bucket.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('ses.amazonaws.com')],
        actions: ['s3:PutObject'],
        resources: [this.bucket.arnForObjects(`${this.prefix}*`)],
        conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID, 'aws:SourceArn': this.ruleArn } },
      }),
    );
    // SES checks that it may write when the rule is made, so the policy must come first.
    if (this.bucket.policy) rule.node.addDependency(this.bucket.policy);
    return { s3Action: { bucketName: this.bucket.bucketName, objectKeyPrefix: this.prefix } };
  }
}

/**
 * SES's Lambda action, asynchronous (InvocationType Event: SES does not wait, Lambda retries).
 * aws-ses-actions' Lambda lets any receipt rule of the account invoke the function; this one names
 * the rule (SourceArn), as for the bucket.
 */
class HandToFunction implements IReceiptRuleAction {
  constructor(
    private readonly receiver: IFunction,
    private readonly ruleArn: string,
  ) {}

  bind(rule: IReceiptRuleRef): ReceiptRuleActionConfig {
    this.receiver.addPermission('AllowSesReceiptRule', {
      principal: new ServicePrincipal('ses.amazonaws.com'),
      sourceAccount: Aws.ACCOUNT_ID,
      sourceArn: this.ruleArn,
    });
    // SES checks that it may invoke the function when the rule is made, so the permission must come first.
    const permission = this.receiver.permissionsNode.tryFindChild('AllowSesReceiptRule');
    if (permission) rule.node.addDependency(permission);
    return { lambdaAction: { functionArn: this.receiver.functionArn, invocationType: 'Event' } };
  }
}
