import { Aws, Duration, Validations } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Alias } from 'aws-cdk-lib/aws-kms';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { LambdaSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { textractCompletionHandler, workers } from '@app/functions/event-handlers';
import { AppFunction } from './app-function';
import { nagArnOf } from './cdk-internals';
import { BILLS_PREFIX } from '@app/functions/lib/s3/prefixes';
import { BILL_READER, grantObjectAccess, grantTableAccess } from './grants';

export interface BillReaderProps {
  table: ITableV2;
  uploads: Bucket;
  /** The settings every function gets (table and bucket names). */
  environment: Record<string, string>;
}

/**
 * Reading bills in AWS: the ReadBill worker, which the bill routes and the mail handler start, reads
 * a kept bill with Textract. An image is read at once (AnalyzeExpense); a PDF is a job
 * (StartExpenseAnalysis) whose end Textract announces on an SNS topic, publishing as a role of
 * ours, and the completion function fetches the result and finishes the bill.
 */
export class BillReader extends Construct {
  readonly worker: AppFunction;
  readonly finisher: AppFunction;
  readonly topic: Topic;
  readonly textractRole: Role;

  constructor(scope: Construct, id: string, { table, uploads, environment }: BillReaderProps) {
    super(scope, id);
    // SNS's AWS-managed key: Textract publishes through SNS as our role, which that key allows.
    this.topic = new Topic(this, 'TextractCompletions', {
      masterKey: Alias.fromAliasName(this, 'SnsKey', 'alias/aws/sns'),
      enforceSSL: true,
    });
    this.textractRole = new Role(this, 'TextractPublisher', {
      assumedBy: new ServicePrincipal('textract.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
      }),
      description: 'Lets Textract announce finished bill analyses on the completions topic.',
    });
    this.textractRole.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['sns:Publish'], resources: [this.topic.topicArn] }),
    );

    const readerEnvironment = { ...environment, BILL_READER };
    this.worker = new AppFunction(this, 'ReadBill', {
      handlerModule: workers.ReadBill,
      // AnalyzeExpense on a photo takes seconds; the worker waits for it (a PDF only starts a job).
      timeout: Duration.minutes(2),
      memorySize: 1024,
      environment: {
        ...readerEnvironment,
        TEXTRACT_SNS_TOPIC_ARN: this.topic.topicArn,
        TEXTRACT_ROLE_ARN: this.textractRole.roleArn,
      },
    });
    this.worker.addToRolePolicy(
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.textractRole.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'textract.amazonaws.com' } },
      }),
    );
    grantTextract(this.worker, [
      'textract:AnalyzeExpense',
      'textract:StartExpenseAnalysis',
      'textract:GetExpenseAnalysis',
    ]);

    this.finisher = new AppFunction(this, 'FinishExpenseAnalysis', {
      handlerModule: textractCompletionHandler,
      timeout: Duration.minutes(1),
      memorySize: 1024,
      environment: readerEnvironment,
    });
    grantTextract(this.finisher, ['textract:GetExpenseAnalysis']);
    this.topic.addSubscription(new LambdaSubscription(this.finisher));

    for (const fn of [this.worker, this.finisher]) {
      grantTableAccess(table, fn);
      // Textract reads the file with the caller's permissions.
      grantObjectAccess(fn, {
        bucket: uploads,
        nagArn: nagArnOf(uploads),
        prefix: BILLS_PREFIX,
        actions: ['s3:GetObject'],
        reason: `The bill reader reads whichever bill it is given, all of them under ${BILLS_PREFIX}.`,
      });
    }
  }
}

/** Textract's expense analysis has no resource type in IAM: its actions can only be granted on '*'. */
function grantTextract(fn: AppFunction, actions: string[]) {
  fn.addToRolePolicy(new PolicyStatement({ actions, resources: ['*'] }));
  Validations.of(fn.role ?? fn).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: `${actions.join(', ')} take no resource ARN in IAM ('*' is the only resource they accept).`,
  });
}
