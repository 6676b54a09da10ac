import { Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { routeKey, type RouteDefinition } from '@app/shared/api/route';
import { routes } from '@app/shared/api/route-table';
import { STAGE_THROTTLE, TOO_MANY_REQUESTS_MESSAGE } from '@app/shared/api/throttles';
import { routePermissions } from '@app/functions/route-permissions';
import { FIRST_PAINT_SCRIPT_HASH } from '../lib/content-security-policy';
import { PUBLIC_FORMS_PER_IP, REQUESTS_PER_IP } from '../lib/edge-stack';
import { NONCURRENT_VERSION_DAYS } from '../lib/secure-bucket';
import { nestedStacksOf, resourcesOf, synthApp } from './synth';

/** Templates only: the bundles and cdk-nag are checked on the full synth in stacks.test.ts. */
const { stacks } = synthApp({ bundle: false });
const appStacks = [stacks.edge, stacks.web, stacks.data, stacks.auth, stacks.api, stacks.content];

interface Statement {
  Action: string | string[];
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
}
interface Policy {
  Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: Statement[] } };
}

const actionsOf = (statement: Statement) => (Array.isArray(statement.Action) ? statement.Action : [statement.Action]);
/** Every IAM policy of the app, by logical id, nested stacks included. */
const policies = Object.entries(
  Object.assign({}, ...appStacks.map((stack) => resourcesOf(stack, 'AWS::IAM::Policy'))) as Record<string, Policy>,
);
/** CDK's own BucketDeployment (SiteContentStack) may list its asset and site buckets; nothing of ours may. */
const ours = policies.filter(([id]) => !id.startsWith('CustomCDKBucketDeployment'));

/** A CloudFormation value with its account and partition placeholders filled, as a string to read. */
function rendered(value: unknown): string {
  if (typeof value === 'string') return value;
  const join = (value as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join'];
  if (join) return join[1].map(rendered).join(join[0]);
  const ref = (value as { Ref?: string }).Ref;
  if (ref === 'AWS::AccountId') return '123456789012';
  return JSON.stringify(value);
}

const idOf = (construct: IConstruct) => Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement);

const resourcesOfType = (stack: Stack, type: string) =>
  Object.values(Template.fromStack(stack).findResources(type)) as { Properties: Record<string, unknown> }[];

describe('IAM: S3 listings limited to their prefix', () => {
  const listings = ours.flatMap(([id, policy]) =>
    policy.Properties.PolicyDocument.Statement.filter((s) => actionsOf(s).some((a) => a.startsWith('s3:List'))).map(
      (statement) => ({ id, statement }),
    ),
  );

  it('grants s3:ListBucket only with an s3:prefix condition, and no other s3:List action or s3:*', () => {
    expect(listings.length).toBeGreaterThan(0);
    for (const { id, statement } of listings) {
      expect(actionsOf(statement), id).toEqual(['s3:ListBucket']);
      expect(Object.keys(statement.Condition?.StringLike ?? {}), id).toEqual(['s3:prefix']);
    }
    const everything = ours.filter(([, policy]) => /"s3:\*"|"s3:List\*"/.test(JSON.stringify(policy)));
    expect(everything.map(([id]) => id)).toEqual([]);
  });

  it('lets image routes list images/ and their uploads, bill routes bills/ and theirs, import routes imports/ and theirs, the mail handler bills/ only', () => {
    const prefixesOf = (idStart: string) =>
      listings
        .filter(({ id }) => id.startsWith(idStart))
        .map(({ statement }) => statement.Condition?.StringLike?.['s3:prefix']);
    expect(prefixesOf('UserUpdateCompany')).toEqual([['images/*', 'incoming/images/*']]);
    expect(prefixesOf('UploadsCreateImageUpload')).toEqual([['images/*', 'incoming/images/*']]);
    expect(prefixesOf('BillsExtractBillFile')).toEqual([['bills/*', 'incoming/bills/*']]);
    expect(prefixesOf('MailReceiver')).toEqual([['bills/*']]);
    expect(prefixesOf('ImportsRunTallyImport')).toEqual([['imports/*', 'incoming/imports/*']]);
    const listers = new Set(listings.map(({ id }) => id.replace(/RoleDefaultPolicy\w+$/, '')));
    const withUploadsOrBills = Object.values(routePermissions).filter(
      (p) => p.includes('uploads') || p.includes('bills') || p.includes('imports'),
    );
    expect(listers.size).toBe(withUploadsOrBills.length + 1);
  });

  it('lets a route write uploads only under incoming/ for its own folder (what a presigned POST can name), and the export worker its exports', () => {
    const writes = ours.flatMap(([, policy]) =>
      policy.Properties.PolicyDocument.Statement.filter((s) => actionsOf(s).includes('s3:PutObject')).map((s) =>
        rendered(s.Resource),
      ),
    );
    const uploadsBucket = /uploads|Uploads/;
    const folders = new Set(
      writes.filter((arn) => uploadsBucket.test(arn)).map((arn) => arn.replace(/^.*?\/(?=[a-z])/, '')),
    );
    expect([...folders].sort()).toEqual([
      'bills/*',
      'exports/*',
      'images/*',
      'imports/*',
      'incoming/bills/*',
      'incoming/images/*',
      'incoming/imports/*',
    ]);
  });
});

describe('S3 lifecycle', () => {
  const buckets = appStacks.flatMap((stack) => resourcesOfType(stack, 'AWS::S3::Bucket'));
  const rulesOf = (bucket: { Properties: Record<string, unknown> }) =>
    (bucket.Properties.LifecycleConfiguration as { Rules: Record<string, unknown>[] } | undefined)?.Rules ?? [];

  it(`expires every bucket's old versions after ${NONCURRENT_VERSION_DAYS} days and clears the delete markers left`, () => {
    expect(buckets.length).toBeGreaterThanOrEqual(5);
    for (const bucket of buckets) {
      expect(rulesOf(bucket)).toContainEqual({
        Id: 'old-versions',
        Status: 'Enabled',
        NoncurrentVersionExpiration: { NoncurrentDays: NONCURRENT_VERSION_DAYS },
        ExpiredObjectDeleteMarker: true,
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 },
      });
    }
  });

  it('removes uploads never taken in a day after they land under incoming/, import files after a month and exports after a week', () => {
    const uploads = Template.fromStack(stacks.data).findResources('AWS::S3::Bucket')[
      idOf(stacks.data.buckets.uploads)
    ] as { Properties: Record<string, unknown> };
    expect(rulesOf(uploads)).toEqual([
      expect.objectContaining({ Id: 'old-versions' }),
      {
        Id: 'unclaimed-uploads',
        Status: 'Enabled',
        Prefix: 'incoming/',
        ExpirationInDays: 1,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      },
      {
        Id: 'import-files',
        Status: 'Enabled',
        Prefix: 'imports/',
        ExpirationInDays: 30,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      },
      {
        Id: 'export-files',
        Status: 'Enabled',
        Prefix: 'exports/',
        ExpirationInDays: 7,
        NoncurrentVersionExpiration: { NoncurrentDays: 1 },
      },
    ]);
  });
});

describe('per-route throttling on the HTTP API stage', () => {
  const [stage] = resourcesOfType(stacks.api, 'AWS::ApiGatewayV2::Stage');
  const throttled = (Object.values(routes) as RouteDefinition[]).filter((route) => route.throttle);

  it('sets each route ceiling the route table declares, and the stage default for the rest', () => {
    expect(stage?.Properties.DefaultRouteSettings).toEqual({
      ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit,
      ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
    });
    expect(stage?.Properties.RouteSettings).toEqual(
      Object.fromEntries(
        throttled.map((route) => [
          routeKey(route),
          { ThrottlingBurstLimit: route.throttle?.burstLimit, ThrottlingRateLimit: route.throttle?.rateLimit },
        ]),
      ),
    );
  });

  it('ceils the contact form, the webhook, invitations, the upload routes and bill retries', () => {
    expect(stage?.Properties.RouteSettings).toMatchObject({
      'POST /api/v1/auth/send/email/query': { ThrottlingRateLimit: 1, ThrottlingBurstLimit: 5 },
      'POST /api/v1/billing/razorpay/webhook': { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 50 },
      'POST /api/v1/company/members/invite': { ThrottlingRateLimit: 2, ThrottlingBurstLimit: 10 },
      'POST /api/v1/uploads/image': { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 50 },
      'POST /api/v1/bills/upload': { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 50 },
      'POST /api/v1/extraction/file/upload': { ThrottlingRateLimit: 10, ThrottlingBurstLimit: 50 },
      'POST /api/v1/bills/{id}/retry': { ThrottlingRateLimit: 2, ThrottlingBurstLimit: 10 },
    });
  });

  it('is made after the routes it names (their nested stacks)', () => {
    const [stageResource] = Object.values(Template.fromStack(stacks.api).findResources('AWS::ApiGatewayV2::Stage')) as {
      DependsOn?: string[];
    }[];
    const nested = nestedStacksOf(stacks.api).map((n) => stacks.api.getLogicalId(n.nestedStackResource as CfnElement));
    expect([...(stageResource?.DependsOn ?? [])].sort()).toEqual(expect.arrayContaining(nested.sort()));
  });
});

describe('AWS WAF', () => {
  const edge = Template.fromStack(stacks.edge);
  const [acl] = resourcesOfType(stacks.edge, 'AWS::WAFv2::WebACL');
  const rules = (acl?.Properties.Rules ?? []) as Record<string, unknown>[];

  it('is a CloudFront web ACL in us-east-1 with the IP reputation, common and known-bad-inputs rule groups', () => {
    expect(stacks.edge.region).toBe('us-east-1');
    expect(acl?.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    const groups = rules.flatMap((rule) => {
      const group = (rule.Statement as { ManagedRuleGroupStatement?: Record<string, unknown> })
        .ManagedRuleGroupStatement;
      return group ? [{ name: group.Name, vendor: group.VendorName, overrides: group.RuleActionOverrides }] : [];
    });
    expect(groups).toEqual([
      { name: 'AWSManagedRulesAmazonIpReputationList', vendor: 'AWS', overrides: undefined },
      {
        name: 'AWSManagedRulesCommonRuleSet',
        vendor: 'AWS',
        overrides: [{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }],
      },
      { name: 'AWSManagedRulesKnownBadInputsRuleSet', vendor: 'AWS', overrides: undefined },
    ]);
  });

  it(`limits each IP to ${REQUESTS_PER_IP} requests and ${PUBLIC_FORMS_PER_IP} contact-form posts in 5 minutes, answering 429 with the envelope`, () => {
    const rates = rules.filter((rule) => (rule.Statement as Record<string, unknown>).RateBasedStatement);
    expect(rates.map((rule) => (rule.Statement as { RateBasedStatement: unknown }).RateBasedStatement)).toEqual([
      { AggregateKeyType: 'IP', Limit: REQUESTS_PER_IP, EvaluationWindowSec: 300 },
      {
        AggregateKeyType: 'IP',
        Limit: PUBLIC_FORMS_PER_IP,
        EvaluationWindowSec: 300,
        ScopeDownStatement: {
          ByteMatchStatement: {
            FieldToMatch: { UriPath: {} },
            PositionalConstraint: 'EXACTLY',
            SearchString: '/api/v1/auth/send/email/query',
            TextTransformations: [{ Priority: 0, Type: 'NONE' }],
          },
        },
      },
    ]);
    for (const rule of rates) {
      expect(rule.Action).toEqual({
        Block: {
          CustomResponse: {
            ResponseCode: 429,
            CustomResponseBodyKey: 'too-many-requests',
            ResponseHeaders: [{ Name: 'retry-after', Value: '60' }],
          },
        },
      });
    }
    expect(acl?.Properties.CustomResponseBodies).toEqual({
      'too-many-requests': {
        ContentType: 'APPLICATION_JSON',
        Content: JSON.stringify({ success: false, message: TOO_MANY_REQUESTS_MESSAGE }),
      },
    });
  });

  it('logs blocked requests to an aws-waf-logs- log group', () => {
    edge.hasResourceProperties('AWS::Logs::LogGroup', { LogGroupName: 'aws-waf-logs-hisaab' });
    edge.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      ResourceArn: { 'Fn::GetAtt': [stacks.edge.getLogicalId(stacks.edge.webAcl), 'Arn'] },
      LoggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          { Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: [{ ActionCondition: { Action: 'BLOCK' } }] },
        ],
      },
    });
  });

  it('is associated with the distribution, through a cross-region reference to its ARN', () => {
    const [distribution] = resourcesOfType(stacks.web, 'AWS::CloudFront::Distribution');
    const webAclId = (distribution?.Properties.DistributionConfig as { WebACLId: { 'Fn::GetAtt': [string, string] } })
      .WebACLId;
    const [reader, parameter] = webAclId['Fn::GetAtt'];
    expect(reader).toMatch(/^ExportsReader/);
    const [writer] = resourcesOfType(stacks.edge, 'Custom::CrossRegionExportWriter');
    const exports = (writer?.Properties.WriterProps as { exports: Record<string, unknown> }).exports;
    expect(exports[parameter]).toEqual({ 'Fn::GetAtt': [stacks.edge.getLogicalId(stacks.edge.webAcl), 'Arn'] });
  });
});

describe('CloudFront: the API on the app origin, and the headers of every answer', () => {
  const web = Template.fromStack(stacks.web);
  const [distribution] = resourcesOfType(stacks.web, 'AWS::CloudFront::Distribution');
  const config = distribution?.Properties.DistributionConfig as Record<string, unknown>;
  const policies = Object.entries(web.findResources('AWS::CloudFront::ResponseHeadersPolicy')) as [
    string,
    { Properties: { ResponseHeadersPolicyConfig: Record<string, Record<string, unknown>> } },
  ][];
  const policyFor = (behavior: { ResponseHeadersPolicyId: { Ref: string } }) =>
    policies.find(([id]) => id === behavior.ResponseHeadersPolicyId.Ref)?.[1].Properties.ResponseHeadersPolicyConfig;
  const [apiBehavior] = config.CacheBehaviors as Record<string, unknown>[];
  const siteBehavior = config.DefaultCacheBehavior as { ResponseHeadersPolicyId: { Ref: string } };

  it('serves /api/v1/* from the HTTP API uncached, every header but Host forwarded, with the secret origin header', () => {
    expect(apiBehavior).toMatchObject({
      PathPattern: '/api/v1/*',
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'https-only',
    });
    const origin = (config.Origins as Record<string, unknown>[]).find((o) => o.Id === apiBehavior?.TargetOriginId);
    expect(rendered(origin?.DomainName)).toMatch(/^\{"Ref":"Api\w+"\}\.execute-api\.ap-south-1\./);
    expect(origin?.CustomOriginConfig).toEqual({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    const [header] = origin?.OriginCustomHeaders as { HeaderName: string; HeaderValue: unknown }[];
    expect(header?.HeaderName).toBe('x-origin-verify');
    expect(rendered(header?.HeaderValue)).toMatch(
      /^\{\{resolve:secretsmanager:\{"Ref":"OriginVerify\w+"\}:SecretString:::\}\}$/,
    );
  });

  it('answers the SPA routes with its page by a viewer-request function, so API 403/404s are never rewritten', () => {
    expect(config.CustomErrorResponses).toBeUndefined();
    const [spaRoutes] = resourcesOfType(stacks.web, 'AWS::CloudFront::Function');
    const code = String(spaRoutes?.Properties.FunctionCode);
    expect(code).toContain("request.uri = '/index.html'");
    // Issue 38: the prerendered public pages have their own HTML.
    expect(code).toContain('"/pricing":"/pages/pricing.html"');
    expect(code).toContain('"/":"/pages/index.html"');
    // /login?email=… (an invitation) is the app's: the prerendered /login has no e-mail in it.
    expect(code).toContain('var READS_SEARCH = ["/login","/signup"]');
  });

  it('has every API function require the secret CloudFront sends, by the name the web stack gives it', () => {
    const [secret] = resourcesOfType(stacks.web, 'AWS::SecretsManager::Secret');
    expect(secret?.Properties.Name).toBe('Hisaab-origin-verify');
    // The route functions live in the API stack's nested stacks, one per area; its own (the
    // invitation worker) answers no request.
    const functions = nestedStacksOf(stacks.api).flatMap((nested) =>
      Object.values(Template.fromStack(nested).findResources('AWS::Lambda::Function')),
    ) as { Properties?: Record<string, unknown> }[];
    expect(functions).toHaveLength(Object.keys(routes).length);
    for (const fn of functions) {
      const variables = (fn.Properties?.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(variables.ORIGIN_VERIFY).toBe('{{resolve:secretsmanager:Hisaab-origin-verify:SecretString:::}}');
    }
    expect(resourcesOfType(stacks.web, 'AWS::ApiGatewayV2::Api')[0]?.Properties).not.toHaveProperty(
      'CorsConfiguration',
    );
  });

  it("gives the web app its own origin as the API's address (/config.json)", () => {
    const [deployment] = resourcesOfType(stacks.content, 'Custom::CDKBucketDeployment');
    // The config's token values: the distribution's domain (apiUrl is https:// and it), the pool and client.
    const markers = JSON.stringify(deployment?.Properties.SourceMarkers);
    expect(markers).toContain('"Fn::ImportValue":"Hisaab-Web:ExportsOutputFnGetAttCdn');
    expect(markers).not.toMatch(/ApiEndpoint|execute-api|Api[0-9A-F]{8}/);
  });

  it('names the exact AWS hosts the app reaches in its CSP, never *.amazonaws.com, and Razorpay Checkout', () => {
    const site = policyFor(siteBehavior);
    const csp = rendered(
      (site?.SecurityHeadersConfig?.ContentSecurityPolicy as { ContentSecurityPolicy: unknown }).ContentSecurityPolicy,
    );
    const uploads = 'https://hisaab-uploads-123456789012-ap-south-1.s3.ap-south-1.amazonaws.com';
    const razorpay = 'https://checkout.razorpay.com https://api.razorpay.com';
    expect(csp.split('; ')).toEqual([
      "default-src 'self'",
      `script-src 'self' ${FIRST_PAINT_SCRIPT_HASH} ${razorpay}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: ${uploads}`,
      `connect-src 'self' https://cognito-idp.ap-south-1.amazonaws.com ${uploads} ${razorpay} https://lumberjack.razorpay.com`,
      `frame-src ${razorpay}`,
      "font-src 'self' data:",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
    ]);
    expect(csp).not.toContain('*');
    expect(site?.SecurityHeadersConfig).toMatchObject({
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 31_536_000, IncludeSubdomains: true, Override: true },
    });
  });

  it("adds no-store and nosniff to the API's answers, API Gateway's own included, keeping a handler's Cache-Control", () => {
    const api = policyFor(apiBehavior as { ResponseHeadersPolicyId: { Ref: string } });
    expect(api?.CustomHeadersConfig).toEqual({
      Items: [{ Header: 'Cache-Control', Value: 'no-store', Override: false }],
    });
    expect(api?.SecurityHeadersConfig).toMatchObject({
      ContentTypeOptions: { Override: true },
      ContentSecurityPolicy: { ContentSecurityPolicy: "default-src 'none'; frame-ancestors 'none'", Override: true },
    });
    const [, retryAfter] = resourcesOfType(stacks.web, 'AWS::CloudFront::Function');
    expect(retryAfter?.Properties.FunctionCode).toContain(
      "response.statusCode === 429 && !response.headers['retry-after']",
    );
  });
});
