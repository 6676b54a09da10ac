import { ArnFormat, Aws, Stack } from 'aws-cdk-lib';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import {
  ReceiptRuleSet,
  type IReceiptRuleAction,
  type IReceiptRuleRef,
  type ReceiptRuleActionConfig,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface InboundMailProps {
  /** The domain of the companies' bill addresses: SES takes every mail to any address there. */
  domain: string;
  /** Where SES keeps each mail, raw, under `prefix`; the bucket's S3 handler takes it from there. */
  bucket: Bucket;
  prefix: string;
  /** The receipt rule set's name, fixed so the bucket policy can name its rule (`<prefix>-inbound-mail`). */
  ruleSetName: string;
}

const RULE_NAME = 'bills';

/**
 * SES receiving for the bill addresses: one receipt rule set whose one rule scans each mail to the
 * domain for spam and viruses (the verdicts land in its X-SES-* headers) and keeps it in the bucket.
 *
 * Two steps stay outside CloudFormation, once per account and region (see README, Deploying):
 * SES applies only the one active rule set, so this one must be made active
 * (`aws ses set-active-receipt-rule-set --rule-set-name <name>`), and the domain's MX record must
 * point at SES's inbound endpoint of the region (`inbound-smtp.<region>.amazonaws.com`).
 */
export class InboundMail extends Construct {
  readonly ruleSet: ReceiptRuleSet;

  constructor(scope: Construct, id: string, { domain, bucket, prefix, ruleSetName }: InboundMailProps) {
    super(scope, id);
    const ruleArn = Stack.of(this).formatArn({
      service: 'ses',
      resource: 'receipt-rule-set',
      resourceName: `${ruleSetName}:receipt-rule/${RULE_NAME}`,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
    this.ruleSet = new ReceiptRuleSet(this, 'RuleSet', { receiptRuleSetName: ruleSetName });
    this.ruleSet.addRule('Bills', {
      receiptRuleName: RULE_NAME,
      recipients: [domain],
      scanEnabled: true,
      actions: [new KeepInBucket(bucket, prefix, ruleArn)],
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
