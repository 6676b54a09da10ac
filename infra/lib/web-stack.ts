import { Aws, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { logBucket, secureBucket } from './secure-bucket';

/**
 * Where the SPA may connect: its own origin and AWS endpoints (API Gateway, Cognito, S3); and
 * Razorpay's Checkout (issue 31): its script, the frame it opens, and what the script reports to.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://checkout.razorpay.com",
  'frame-src https://api.razorpay.com https://checkout.razorpay.com',
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://*.amazonaws.com",
  "connect-src 'self' https://*.amazonaws.com https://api.razorpay.com https://lumberjack.razorpay.com",
  "font-src 'self' data:",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/**
 * The site bucket's name, fixed per account, region and stack prefix so SiteContentStack can refer to
 * it without a cross-stack export (and so its cdk-nag findings name a predictable resource).
 */
export const siteBucketName = (prefix: string, region: string) =>
  `${prefix.toLowerCase()}-site-${Aws.ACCOUNT_ID}-${region}`;

export interface WebStackProps extends StackProps {
  prefix: string;
}

/**
 * The SPA's hosting: a private bucket read only by CloudFront (origin access control), every
 * unknown path answered with index.html so client-side routes load, and security headers on all
 * responses. The files themselves are deployed by SiteContentStack, once the API exists.
 */
export class WebStack extends Stack {
  readonly siteBucket: Bucket;
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const logs = logBucket(this, 'Logs');
    this.siteBucket = secureBucket(this, 'Site', {
      bucketName: siteBucketName(props.prefix, this.region),
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'site/',
    });
    const securityHeaders = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: CONTENT_SECURITY_POLICY, override: true },
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
      },
    });
    this.distribution = new Distribution(this, 'Cdn', {
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
      },
      defaultRootObject: 'index.html',
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 200,
        responsePagePath: '/index.html',
        ttl: Duration.seconds(0),
      })),
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cdn/',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'No geo restriction: Indian businesses use the app while travelling and from abroad.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR2',
      reason:
        'The distribution serves static files only; the API has its own throttling. WAF is a later cost decision.',
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR4',
      reason: 'The default *.cloudfront.net certificate is used until a custom domain and ACM certificate are set.',
    });
  }

  get url(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }
}
