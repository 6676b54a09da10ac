import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import type { CfnElement } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { routeKey, type RouteDefinition } from '@app/shared/api/route';
import { routes } from '@app/shared/api/route-table';
import { tableDefinition } from '@app/functions/lib/db/table';
import { resourcesOf, synthApp } from './synth';

const { app, stacks, outdir } = synthApp();
const routeList: RouteDefinition[] = Object.values(routes);

describe('cdk-nag (AwsSolutions)', () => {
  it('leaves no unacknowledged finding', () => {
    const result = new AwsSolutionsChecks().validateScope(app);
    expect(
      result.violations.map((v) => `${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`),
    ).toEqual([]);
    expect(result.success).toBe(true);
  });
});

describe('data stack', () => {
  const template = Template.fromStack(stacks.data);

  it('has the single table with its keys, indexes, point-in-time recovery and deletion protection', () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: 'expires_at', Enabled: true },
      GlobalSecondaryIndexes: tableDefinition.globalIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      Replicas: [
        Match.objectLike({
          PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          DeletionProtectionEnabled: true,
        }),
      ],
    });
  });

  it('keeps every bucket private, encrypted, versioned and TLS-only', () => {
    for (const stack of [stacks.data, stacks.web]) {
      const t = Template.fromStack(stack);
      const buckets = t.findResources('AWS::S3::Bucket');
      expect(Object.keys(buckets).length).toBeGreaterThan(0);
      for (const bucket of Object.values(buckets) as { Properties: Record<string, unknown> }[]) {
        expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        expect(bucket.Properties.BucketEncryption).toBeDefined();
        expect(bucket.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
      }
      const policies = Object.values(t.findResources('AWS::S3::BucketPolicy'));
      expect(policies.length).toBe(Object.keys(buckets).length);
      for (const policy of policies) {
        expect(JSON.stringify(policy)).toContain('"aws:SecureTransport":"false"');
      }
    }
  });

  it('hands no new object to a handler: a route checks an upload when it takes it in, and SES invokes the mail receiver', () => {
    expect(Template.fromStack(stacks.data).findResources('Custom::S3BucketNotifications')).toEqual({});
  });
});

describe('auth stack', () => {
  const template = Template.fromStack(stacks.auth);

  it('signs in by e-mail, verifies by link through the triggers, and wants passwords of 8+', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Policies: { PasswordPolicy: Match.objectLike({ MinimumLength: 8 }) },
      LambdaConfig: Match.objectLike({ PostConfirmation: Match.anyValue(), CustomMessage: Match.anyValue() }),
    });
  });

  it('has the admin group and a web client with SRP auth (issue 31) and 30-day refresh tokens', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: 'admin' });
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      RefreshTokenValidity: 43_200,
      TokenValidityUnits: Match.objectLike({ RefreshToken: 'minutes' }),
      GenerateSecret: false,
    });
  });
});

describe('API stack', () => {
  const functions = resourcesOf(stacks.api, 'AWS::Lambda::Function');
  const apiRoutes = Object.values(resourcesOf(stacks.api, 'AWS::ApiGatewayV2::Route')).map((r) => r.Properties ?? {});

  it('makes one Lambda and one API route per route-table entry, and the invitation, import and export workers', () => {
    const workers = ['InvitationsDeliverInvitation', 'ImportsImportTally', 'ExportsExportData'];
    expect(Object.keys(functions).filter((id) => !workers.some((worker) => id.startsWith(worker)))).toHaveLength(
      routeList.length,
    );
    expect(Object.keys(functions)).toHaveLength(routeList.length + workers.length);
    expect(apiRoutes.map((r) => r.RouteKey).sort()).toEqual(routeList.map(routeKey).sort());
  });

  it('puts the Cognito JWT authorizer on every route that is not public', () => {
    for (const route of routeList) {
      const apiRoute = apiRoutes.find((r) => r.RouteKey === routeKey(route));
      expect(apiRoute?.AuthorizationType, routeKey(route)).toBe(route.auth === 'public' ? 'NONE' : 'JWT');
      if (route.auth !== 'public') expect(apiRoute?.AuthorizerId, routeKey(route)).toBeDefined();
    }
    Template.fromStack(stacks.api).hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: { Audience: [Match.anyValue()], Issuer: Match.anyValue() },
    });
  });

  it('runs every function on arm64 and a current Node.js runtime', () => {
    for (const fn of Object.values(functions)) {
      expect(fn.Properties).toMatchObject({ Architectures: ['arm64'], Runtime: 'nodejs24.x' });
    }
  });

  it('logs access and throttles on the default stage', () => {
    Template.fromStack(stacks.api).hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.anyValue() },
      DefaultRouteSettings: { ThrottlingBurstLimit: 400, ThrottlingRateLimit: 200 },
    });
  });

  it("keeps the providers' secrets (Razorpay's, the IRP client's) in Secrets Manager, each named to and readable by the functions that use it alone", () => {
    expect(Object.keys(resourcesOf(stacks.api, 'AWS::SecretsManager::Secret'))).toHaveLength(3);
    const settings = Object.entries(functions).map(([id, fn]) => ({
      id,
      variables: (fn.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {},
    }));
    expect(
      settings.filter(({ variables }) => 'RAZORPAY_WEBHOOK_SECRET' in variables || 'RAZORPAY_KEY_SECRET' in variables),
    ).toEqual([]);
    const named = (variable: string) =>
      settings
        .filter(({ variables }) => variable in variables)
        .map(({ id }) => id.replace(/[A-F0-9]{8}$/, ''))
        .sort();
    expect(named('RAZORPAY_WEBHOOK_SECRET_ARN')).toEqual(['BillingRazorpayWebhook']);
    // Issue 31: the API key's secret, to the routes that call Razorpay or check Checkout's signature.
    expect(named('RAZORPAY_KEY_SECRET_ARN')).toEqual([
      'BillingCancelSubscription',
      'BillingChangePlan',
      'BillingStartCheckout',
      'BillingVerifyCheckout',
    ]);
    // Issue 36: the IRP API client's secret, to the routes that call the IRP or check its signatures.
    expect(named('IRP_CLIENT_SECRET_ARN')).toEqual([
      'EinvoiceCancelIrn',
      'EinvoiceGenerateEwayBill',
      'EinvoiceGenerateIrn',
      'EinvoiceImportEinvoiceResponses',
    ]);
    const readers = Object.values(resourcesOf(stacks.api, 'AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy).includes('secretsmanager:GetSecretValue'),
    );
    expect(readers).toHaveLength(9);
  });

  it('grants no function a table scan or a wildcard action', () => {
    const policies = [stacks.data, stacks.auth, stacks.api].flatMap((stack) =>
      Object.values(resourcesOf(stack, 'AWS::IAM::Policy')),
    );
    const text = JSON.stringify(policies);
    expect(text).not.toContain('dynamodb:Scan');
    expect(text).not.toMatch(/"Action":"\*"|"dynamodb:\*"/);
  });
});

describe('web stack', () => {
  const template = Template.fromStack(stacks.web);

  it('serves the SPA from a private bucket through CloudFront with origin access control', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          ResponseHeadersPolicyId: Match.anyValue(),
          FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: Match.anyValue() }],
        }),
      }),
    });
  });

  it('sends security headers with every response', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: Match.objectLike({
            ContentSecurityPolicy: Match.stringLikeRegexp("frame-ancestors 'none'"),
          }),
          StrictTransportSecurity: Match.objectLike({ AccessControlMaxAgeSec: 31_536_000 }),
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ContentTypeOptions: { Override: true },
        }),
      },
    });
  });
});

/**
 * The modules an ESM bundle imports statically (`import{a}from"x"`, `import x from"x"`, `import"x"`),
 * which Node loads before the handler runs; dynamic `import("x")` is left out, and so is the word in
 * a message ('could not be imported'): an import statement starts a statement.
 */
const STATIC_IMPORT =
  /(?:^|[;}])\s*import\s*(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s*as\s*[\w$]+)?\s*(?:from\s*)?["']([^"']+)["']/gm;
const staticImportsOf = (code: string) => [
  ...new Set([...code.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? '')),
];

describe('Lambda bundles', () => {
  const assetDirs = readdirSync(outdir).filter((name) => name.startsWith('asset.'));
  const bundles = assetDirs.map((dir) => join(outdir, dir, 'index.mjs')).filter((file) => existsSync(file));

  // The mail receiver carries the Public Suffix List (tldts, about 140 KB) to align mail domains
  // (issue 31); it runs once per mail, asynchronously, so its cold start keeps nobody waiting.
  const receiverCode = Template.fromStack(stacks.data).findResources('AWS::Lambda::Function')[
    stacks.data.getLogicalId(stacks.data.mailReceiver.node.defaultChild as CfnElement)
  ] as { Properties: { Code: { S3Key: string } } };
  const mailReceiverBundle = join(
    outdir,
    `asset.${receiverCode.Properties.Code.S3Key.replace('.zip', '')}`,
    'index.mjs',
  );

  // The Tally import worker (issue 35) carries the voucher engine and the Tally reader (saxes); it
  // runs once per import, off the request path, so its cold start keeps nobody waiting either.
  const importCode = Template.fromStack(stacks.api).findResources('AWS::Lambda::Function')[
    stacks.api.getLogicalId(stacks.api.importWorker.node.defaultChild as CfnElement)
  ] as { Properties: { Code: { S3Key: string } } };
  const importWorkerBundle = join(outdir, `asset.${importCode.Properties.Code.S3Key.replace('.zip', '')}`, 'index.mjs');
  const workerBundles = [mailReceiverBundle, importWorkerBundle];
  // The data export worker (issue 35) prints the company's invoices: a PDF bundle, like the print routes.
  const exportCode = Template.fromStack(stacks.api).findResources('AWS::Lambda::Function')[
    stacks.api.getLogicalId(stacks.api.exportWorker.node.defaultChild as CfnElement)
  ] as { Properties: { Code: { S3Key: string } } };
  const exportWorkerBundle = join(outdir, `asset.${exportCode.Properties.Code.S3Key.replace('.zip', '')}`, 'index.mjs');

  it('stay within 150 KB minified each (AWS SDK excluded); the PDF routes and the export worker, which carry a PDF library and its fonts, within 3 MB; the mail receiver and the import worker within 300 KB', () => {
    expect(bundles.length).toBeGreaterThanOrEqual(routeList.length);
    const printsPdf = (bundle: string) => readFileSync(bundle, 'utf8').includes('Roboto-Medium.ttf');
    const pdfBundles = bundles.filter(printsPdf);
    expect(pdfBundles).toHaveLength(routeList.filter((route) => route.file === 'application/pdf').length + 1);
    expect(pdfBundles).toContain(exportWorkerBundle);
    expect(bundles).toEqual(expect.arrayContaining(workerBundles));
    for (const bundle of bundles) {
      const budget = pdfBundles.includes(bundle)
        ? 3 * 1024 * 1024
        : workerBundles.includes(bundle)
          ? 300 * 1024
          : 150 * 1024;
      expect(statSync(bundle).size, bundle).toBeLessThanOrEqual(budget);
    }
  });

  it('load nothing a Lambda lacks: their static imports are Node built-ins and the AWS SDK only', () => {
    // Not the local bill extractor's packages either (tesseract.js, unpdf...): hoisted into a bundle
    // they would fail every cold start, as the bundle ships without them.
    const unshipped = bundles.flatMap((bundle) =>
      staticImportsOf(readFileSync(bundle, 'utf8'))
        .filter((name) => !isBuiltin(name) && !name.startsWith('@aws-sdk/'))
        .map((name) => `${bundle}: ${name}`),
    );
    expect(unshipped).toEqual([]);
  });
});
