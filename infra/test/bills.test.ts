import { isDeepStrictEqual } from 'node:util';
import { App, Stack, type CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { INBOUND_MAIL_PREFIX } from '@app/functions/event-handlers';
import { routePermissions } from '@app/functions/route-permissions';
import { inboundMailDomain } from '../lib/build-app';
import { resourcesOf, synthApp } from './synth';

/** Templates only: the bundles and cdk-nag are checked on the full synth in stacks.test.ts. */
const { stacks } = synthApp({ bundle: false, context: { inboundMailDomain: 'bills.example.in' } });
const data = Template.fromStack(stacks.data);
const { billReader } = stacks.data;
const idOf = (construct: IConstruct) => Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement);
const inboundBucket = idOf(stacks.data.buckets.inboundMail);
const uploadsBucket = idOf(stacks.data.buckets.uploads);

interface Statement {
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, unknown>;
}

/** The statements a function's role is allowed, from its policies in the function's own template. */
function statementsOf(template: Template, roleId: string): Statement[] {
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as {
    Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } };
  }[];
  return policies
    .filter((policy) => policy.Properties.Roles.some((role) => role.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

const allows = (statements: Statement[], action: string) =>
  statements.filter((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]).includes(action));

interface FunctionResource {
  Properties: {
    Role: { 'Fn::GetAtt': [string, string] };
    Environment: { Variables: Record<string, unknown> };
    Timeout?: number;
    MemorySize?: number;
  };
}

const functionOf = (template: Template, functionId: string) =>
  template.findResources('AWS::Lambda::Function')[functionId] as FunctionResource;
const variablesOf = (template: Template, functionId: string) =>
  functionOf(template, functionId).Properties.Environment.Variables;
/** A function's statements, through its role. */
const functionStatements = (template: Template, functionId: string) =>
  statementsOf(template, functionOf(template, functionId).Properties.Role['Fn::GetAtt'][0]);

/** What a value imported from another stack (Fn::ImportValue) is in the data stack that exports it. */
function exported(value: unknown): unknown {
  const name = (value as { 'Fn::ImportValue'?: string })['Fn::ImportValue'];
  const outputs = Object.values(data.toJSON().Outputs as Record<string, { Value: unknown; Export?: { Name: string } }>);
  return outputs.find((output) => output.Export?.Name === name)?.Value;
}

describe('inbound mail', () => {
  const receiverId = idOf(stacks.data.mailReceiver);
  const queueId = idOf(stacks.data.mailReceiving.failedMail);
  const ruleArn = {
    'Fn::Join': [
      '',
      [
        'arn:',
        { Ref: 'AWS::Partition' },
        `:ses:${stacks.data.region}:`,
        { Ref: 'AWS::AccountId' },
        ':receipt-rule-set/Hisaab-inbound-mail:receipt-rule/bills',
      ],
    ],
  };

  it('has one SES receipt rule that scans mail to the bill domain, keeps it under mail/, then hands it to the receiver', () => {
    data.resourceCountIs('AWS::SES::ReceiptRule', 1);
    data.hasResourceProperties('AWS::SES::ReceiptRule', {
      Rule: {
        Name: 'bills',
        Enabled: true,
        Recipients: ['bills.example.in'],
        ScanEnabled: true,
        Actions: [
          { S3Action: { BucketName: { Ref: inboundBucket }, ObjectKeyPrefix: INBOUND_MAIL_PREFIX } },
          { LambdaAction: { FunctionArn: { 'Fn::GetAtt': [receiverId, 'Arn'] }, InvocationType: 'Event' } },
        ],
      },
    });
    data.hasResourceProperties('AWS::SES::ReceiptRuleSet', { RuleSetName: 'Hisaab-inbound-mail' });
  });

  it('lets SES put objects under mail/ only, for this account and this receipt rule, before the rule is made', () => {
    const [policyId, policy] = Object.entries(data.findResources('AWS::S3::BucketPolicy')).find(
      ([, p]) => (p.Properties as { Bucket: { Ref: string } }).Bucket.Ref === inboundBucket,
    ) ?? ['', {}];
    const statements = (policy as { Properties: { PolicyDocument: { Statement: Statement[] } } }).Properties
      .PolicyDocument.Statement;
    const forSes = statements.filter((s) => JSON.stringify(s).includes('ses.amazonaws.com'));
    expect(forSes).toEqual([
      {
        Effect: 'Allow',
        Principal: { Service: 'ses.amazonaws.com' },
        Action: 's3:PutObject',
        Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [inboundBucket, 'Arn'] }, `/${INBOUND_MAIL_PREFIX}*`]] },
        Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' }, 'aws:SourceArn': ruleArn } },
      },
    ]);
    data.hasResource('AWS::SES::ReceiptRule', { DependsOn: Match.arrayWith([policyId]) });
  });

  it('lets SES invoke the receiver for this account and this receipt rule only, before the rule is made', () => {
    const permissions = Object.entries(data.findResources('AWS::Lambda::Permission')).filter(
      ([, p]) => (p.Properties as { Principal: string }).Principal === 'ses.amazonaws.com',
    );
    expect(permissions.map(([, p]) => p.Properties as unknown)).toEqual([
      {
        Action: 'lambda:InvokeFunction',
        FunctionName: { 'Fn::GetAtt': [receiverId, 'Arn'] },
        Principal: 'ses.amazonaws.com',
        SourceAccount: { Ref: 'AWS::AccountId' },
        SourceArn: ruleArn,
      },
    ]);
    data.hasResource('AWS::SES::ReceiptRule', { DependsOn: Match.arrayWith([permissions[0]?.[0] ?? '']) });
  });

  it('expires raw mail after 30 days', () => {
    const bucket = data.findResources('AWS::S3::Bucket')[inboundBucket] as { Properties: Record<string, unknown> };
    expect(bucket.Properties.LifecycleConfiguration).toEqual({
      Rules: [
        expect.objectContaining({ Id: 'old-versions' }),
        expect.objectContaining({
          Prefix: INBOUND_MAIL_PREFIX,
          ExpirationInDays: 30,
          NoncurrentVersionExpiration: { NoncurrentDays: 1 },
          Status: 'Enabled',
        }),
      ],
    });
  });

  it('starts no handler when SES writes to the bucket: the rule hands each mail over itself', () => {
    const notifications = Object.values(data.findResources('Custom::S3BucketNotifications')) as {
      Properties: { BucketName: { Ref: string } };
    }[];
    expect(notifications.filter((n) => n.Properties.BucketName.Ref === inboundBucket)).toEqual([]);
  });

  it('lets the receiver read mail, file bills and start the reader, and put failed events in its queue', () => {
    expect(functionOf(data, receiverId).Properties).toMatchObject({ Timeout: 60, MemorySize: 1024 });
    expect(variablesOf(data, receiverId)).toMatchObject({
      TABLE_NAME: { Ref: idOf(stacks.data.table) },
      UPLOADS_BUCKET: { Ref: uploadsBucket },
      INBOUND_MAIL_BUCKET: { Ref: inboundBucket },
      INBOUND_MAIL_DOMAIN: 'bills.example.in',
      BILL_READER: 'textract',
      BILL_READER_FUNCTION: { Ref: idOf(billReader.worker) },
    });
    const statements = functionStatements(data, receiverId);
    expect(allows(statements, 's3:GetObject').map((s) => JSON.stringify(s.Resource))).toEqual([
      expect.stringContaining(`${inboundBucket}","Arn"]},"/mail/*"`),
      expect.stringContaining(`${uploadsBucket}","Arn"]},"/bills/*"`),
    ]);
    expect(allows(statements, 's3:PutObject').map((s) => JSON.stringify(s.Resource))).toEqual([
      expect.stringContaining(`${uploadsBucket}","Arn"]},"/bills/*"`),
    ]);
    expect(allows(statements, 's3:DeleteObject').map((s) => JSON.stringify(s.Resource))).toEqual([
      expect.stringContaining(`${uploadsBucket}","Arn"]},"/bills/*"`),
    ]);
    expect(allows(statements, 'lambda:InvokeFunction').map((s) => s.Resource)).toEqual([
      { 'Fn::GetAtt': [idOf(billReader.worker), 'Arn'] },
    ]);
    expect(allows(statements, 'dynamodb:PutItem')).toHaveLength(1);
    expect(allows(statements, 'sqs:SendMessage').map((s) => s.Resource)).toEqual([{ 'Fn::GetAtt': [queueId, 'Arn'] }]);
  });

  it('tries a failed mail twice more, then keeps its event 14 days in an encrypted, TLS-only queue', () => {
    data.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: receiverId },
      Qualifier: '$LATEST',
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId, 'Arn'] } } },
    });
    const queue = data.findResources('AWS::SQS::Queue')[queueId] as { Properties: Record<string, unknown> };
    expect(queue.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
    data.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: queueId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    expect(data.toJSON().Outputs).toMatchObject({
      FailedMailQueueUrl: { Value: { Ref: queueId } },
      MailReceiverName: { Value: { Ref: receiverId } },
    });
  });
});

describe('bill reader', () => {
  const workerId = idOf(billReader.worker);
  const topicId = idOf(billReader.topic);
  const textractRoleId = idOf(billReader.textractRole);

  it('runs the ReadBill worker for up to 2 minutes with Textract, its topic and role in the environment', () => {
    expect(functionOf(data, workerId).Properties).toMatchObject({ Timeout: 120, MemorySize: 1024 });
    expect(variablesOf(data, workerId)).toMatchObject({
      BILL_READER: 'textract',
      TEXTRACT_SNS_TOPIC_ARN: { Ref: topicId },
      TEXTRACT_ROLE_ARN: { 'Fn::GetAtt': [textractRoleId, 'Arn'] },
      TABLE_NAME: { Ref: idOf(stacks.data.table) },
      UPLOADS_BUCKET: { Ref: uploadsBucket },
    });
  });

  it('lets the worker call Textract, read bills and pass only the Textract role, to Textract', () => {
    const statements = functionStatements(data, workerId);
    for (const action of ['textract:AnalyzeExpense', 'textract:StartExpenseAnalysis', 'textract:GetExpenseAnalysis']) {
      expect(allows(statements, action).map((s) => s.Resource)).toEqual(['*']);
    }
    expect(allows(statements, 'iam:PassRole')).toEqual([
      {
        Action: 'iam:PassRole',
        Effect: 'Allow',
        Resource: { 'Fn::GetAtt': [textractRoleId, 'Arn'] },
        Condition: { StringEquals: { 'iam:PassedToService': 'textract.amazonaws.com' } },
      },
    ]);
    expect(allows(statements, 's3:GetObject').map((s) => JSON.stringify(s.Resource))).toEqual([
      expect.stringContaining(`${uploadsBucket}","Arn"]},"/bills/*"`),
    ]);
    expect(allows(statements, 's3:PutObject')).toEqual([]);
  });

  it('has Textract announce finished jobs on an encrypted, TLS-only topic, as a role that may only publish there', () => {
    data.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    data.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: topicId }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    const role = data.findResources('AWS::IAM::Role')[textractRoleId] as { Properties: Record<string, unknown> };
    expect(role.Properties.AssumeRolePolicyDocument).toMatchObject({
      Statement: [
        {
          Principal: { Service: 'textract.amazonaws.com' },
          Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
        },
      ],
    });
    expect(statementsOf(data, textractRoleId)).toEqual([
      { Action: 'sns:Publish', Effect: 'Allow', Resource: { Ref: topicId } },
    ]);
  });

  it('subscribes the completion function, which fetches the result and reads the bill', () => {
    const finisherId = idOf(billReader.finisher);
    data.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'lambda',
      TopicArn: { Ref: topicId },
      Endpoint: { 'Fn::GetAtt': [finisherId, 'Arn'] },
    });
    expect(variablesOf(data, finisherId)).toMatchObject({ BILL_READER: 'textract' });
    const statements = functionStatements(data, finisherId);
    expect(allows(statements, 'textract:GetExpenseAnalysis')).toHaveLength(1);
    expect(allows(statements, 'textract:StartExpenseAnalysis')).toEqual([]);
    expect(allows(statements, 's3:GetObject')).toHaveLength(1);
    expect(allows(statements, 'dynamodb:UpdateItem')).toHaveLength(1);
  });
});

describe('bill routes', () => {
  const billRoutes = Object.keys(routePermissions).filter((handler) => routePermissions[handler]?.includes('bills'));
  const apiFunctions = resourcesOf(stacks.api, 'AWS::Lambda::Function');

  it('start the ReadBill worker by name and may invoke it, and only the routes with the bills permission', () => {
    expect(billRoutes.length).toBeGreaterThan(0);
    const invokers = Object.values(resourcesOf(stacks.api, 'AWS::IAM::Policy')).flatMap((policy) =>
      allows(
        (policy.Properties as { PolicyDocument: { Statement: Statement[] } }).PolicyDocument.Statement,
        'lambda:InvokeFunction',
      ),
    );
    const readerArn = { 'Fn::GetAtt': [idOf(billReader.worker), 'Arn'] };
    const readerInvokers = invokers.filter((statement) => isDeepStrictEqual(exported(statement.Resource), readerArn));
    expect(readerInvokers).toHaveLength(billRoutes.length);
    const starters = Object.values(apiFunctions).filter((fn) => JSON.stringify(fn).includes('BILL_READER_FUNCTION'));
    expect(starters).toHaveLength(billRoutes.length);
    for (const fn of starters) {
      const variables = (fn.Properties as { Environment: { Variables: Record<string, unknown> } }).Environment
        .Variables;
      expect(variables.BILL_READER).toBe('textract');
      expect(exported(variables.BILL_READER_FUNCTION)).toEqual({ Ref: idOf(billReader.worker) });
    }
  });

  it('tell every route the bill mail domain', () => {
    for (const fn of Object.values(apiFunctions)) {
      expect(JSON.stringify(fn.Properties)).toContain('"INBOUND_MAIL_DOMAIN":"bills.example.in"');
    }
  });
});

describe('the bill mail domain', () => {
  const domainOf = (context: Record<string, string>) => inboundMailDomain(new App({ context }), 'Hisaab');

  it('is the inboundMailDomain context, else bills. and the SES sender domain, else an .invalid name', () => {
    expect(domainOf({ inboundMailDomain: 'in.example.in', mailFrom: 'hello@example.in' })).toBe('in.example.in');
    expect(domainOf({ mailFrom: 'hello@example.in' })).toBe('bills.example.in');
    expect(domainOf({})).toBe('bills.hisaab.invalid');
  });
});
