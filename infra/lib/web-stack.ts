import { Aws, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
  type ResponseSecurityHeadersBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { API_BASE_PATH } from '@app/shared/api/route';
import { PRERENDERED_PAGES } from '@app/shared/prerendered-pages';
import { ORIGIN_VERIFY_HEADER } from '@app/functions/lib/http/middleware/require-edge';
import { NO_STORE_HEADERS } from '@app/functions/lib/http/response';
import { API_CONTENT_SECURITY_POLICY, contentSecurityPolicy } from './content-security-policy';
import { uploadsBucketName } from './data-stack';
import { logBucket, secureBucket } from './secure-bucket';

/**
 * The site bucket's name, fixed per account, region and stack prefix so SiteContentStack can refer to
 * it without a cross-stack export (and so its cdk-nag findings name a predictable resource).
 */
export const siteBucketName = (prefix: string, region: string) =>
  `${prefix.toLowerCase()}-site-${Aws.ACCOUNT_ID}-${region}`;

/** The secret CloudFront sends the API with every request, by name, so the API stack reads it without an export. */
export const originVerifySecretName = (prefix: string) => `${prefix}-origin-verify`;

/**
 * The SPA's routes: a prerendered public page's path gets its own HTML (issue 38,
 * shared/prerendered-pages.ts; one that reads its query string, only without one), every other path
 * without a file extension the app's index.html.
 */
const SPA_ROUTES = `var PAGES = ${JSON.stringify(Object.fromEntries(PRERENDERED_PAGES.map(({ path, file }) => [path, file])))};
var READS_SEARCH = ${JSON.stringify(PRERENDERED_PAGES.filter((page) => 'readsSearch' in page).map(({ path }) => path))};
function handler(event) {
  var request = event.request;
  var page = PAGES[request.uri];
  var withQuery = Object.keys(request.querystring).length > 0;
  if (page && !(withQuery && READS_SEARCH.indexOf(request.uri) >= 0)) request.uri = page;
  else if (!/\\.[^/]*$/.test(request.uri)) request.uri = '/index.html';
  return request;
}`;

/** API Gateway's own 429 (a route's ceiling) says nothing of when to come back; the app's does. */
const RETRY_AFTER = `function handler(event) {
  var response = event.response;
  if (response.statusCode === 429 && !response.headers['retry-after']) response.headers['retry-after'] = { value: '1' };
  return response;
}`;

const SECURITY_HEADERS: Omit<ResponseSecurityHeadersBehavior, 'contentSecurityPolicy'> = {
  strictTransportSecurity: {
    accessControlMaxAge: Duration.days(365),
    includeSubdomains: true,
    preload: true,
    override: true,
  },
  contentTypeOptions: { override: true },
  frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
  referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
  xssProtection: { protection: true, modeBlock: true, override: true },
};

export interface WebStackProps extends StackProps {
  prefix: string;
  /** The AWS WAF web ACL in front of the distribution (EdgeStack, us-east-1). */
  webAclArn: string;
}

/**
 * The front door, behind AWS WAF: one CloudFront distribution serving the SPA from a private bucket
 * (origin access control; the SPA's routes answered with its page) and the API under /api/* from
 * the HTTP API, so the web app calls its own origin and every request meets the same WAF rules.
 * The HTTP API itself is made here, without routes (ApiStack adds them), because the distribution
 * needs its address and every other stack needs the distribution's. CloudFront sends the API a
 * secret header it checks (require-edge.ts), so the API's own address does not skip the WAF.
 * The files themselves are deployed by SiteContentStack, once the API exists.
 */
export class WebStack extends Stack {
  readonly siteBucket: Bucket;
  readonly distribution: Distribution;
  readonly api: HttpApi;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const logs = logBucket(this, 'Logs');
    this.siteBucket = secureBucket(this, 'Site', {
      bucketName: siteBucketName(props.prefix, this.region),
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site/',
    });
    this.api = new HttpApi(this, 'Api', {
      createDefaultStage: false,
      description: 'Hisaab API, reached through the CloudFront distribution',
    });
    const originVerify = new Secret(this, 'OriginVerify', {
      secretName: originVerifySecretName(props.prefix),
      description: `CloudFront's ${ORIGIN_VERIFY_HEADER} header to the API`,
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    Validations.of(originVerify).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront and the API functions read it at deploy time; a new value takes a deploy of both, not a rotation.',
    });

    const siteHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        ...SECURITY_HEADERS,
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            region: this.region,
            uploadsBucket: uploadsBucketName(props.prefix, this.region),
          }),
          override: true,
        },
      },
    });
    // The handlers mark their answers no-store and nosniff; this adds the same to API Gateway's own.
    const apiHeaders = new ResponseHeadersPolicy(this, 'ApiHeaders', {
      securityHeadersBehavior: {
        ...SECURITY_HEADERS,
        contentSecurityPolicy: { contentSecurityPolicy: API_CONTENT_SECURITY_POLICY, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Cache-Control', value: NO_STORE_HEADERS['cache-control'], override: false }],
      },
    });

    this.distribution = new Distribution(this, 'Cdn', {
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: siteHeaders,
        functionAssociations: [
          { eventType: FunctionEventType.VIEWER_REQUEST, function: this.edgeFunction('SpaRoutes', SPA_ROUTES) },
        ],
      },
      additionalBehaviors: {
        [`${API_BASE_PATH}/*`]: {
          origin: new HttpOrigin(`${this.api.apiId}.execute-api.${this.region}.${this.urlSuffix}`, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
            customHeaders: { [ORIGIN_VERIFY_HEADER]: originVerify.secretValue.unsafeUnwrap() },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Every header but Host (API Gateway answers only to its own), the Authorization header
          // and CloudFront-Viewer-Address (the caller's IP, lib/http/client-ip.ts) included.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: apiHeaders,
          functionAssociations: [
            { eventType: FunctionEventType.VIEWER_RESPONSE, function: this.edgeFunction('RetryAfter', RETRY_AFTER) },
          ],
        },
      },
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_200,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cdn/',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'No geo restriction: Indian businesses use the app while travelling and from abroad.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR4',
      reason: 'The default *.cloudfront.net certificate is used until a custom domain and ACM certificate are set.',
    });
  }

  private edgeFunction(id: string, code: string) {
    return new EdgeFunction(this, id, { code: FunctionCode.fromInline(code), runtime: FunctionRuntime.JS_2_0 });
  }

  get url(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }
}
