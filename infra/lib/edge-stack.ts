import { ArnFormat, Stack, type StackProps } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import type { RouteDefinition } from '@app/shared/api/route';
import { routes } from '@app/shared/api/route-table';
import { THROTTLES, TOO_MANY_REQUESTS_MESSAGE } from '@app/shared/api/throttles';

/**
 * Requests one IP may send in five minutes, site and API together. Coarse on purpose: an office
 * (or a mobile carrier's shared address) holds many honest users, and the API's per-route
 * ceilings (throttles.ts) bound each route's cost for everyone together.
 */
export const REQUESTS_PER_IP = 5000;
/** Posts of the public forms (THROTTLES.publicForm routes) one IP may send in five minutes. */
export const PUBLIC_FORMS_PER_IP = 10;
const RATE_WINDOW_SECONDS = 300;
/** What a blocked client is told to wait: the window slides, so a minute frees some of it. */
const RETRY_AFTER_SECONDS = 60;

/** The paths of the routes anyone may post to without signing in, each a mail to the team. */
export const publicFormPaths = () =>
  (Object.values(routes) as RouteDefinition[])
    .filter((route) => route.throttle === THROTTLES.publicForm)
    .map((route) => route.path);

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

/** An AWS managed rule group, with the rules to count rather than block. */
function managedRules(priority: number, name: string, countOnly: string[] = []): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ...(countOnly.length > 0
          ? { ruleActionOverrides: countOnly.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
          : {}),
      },
    },
    overrideAction: { none: {} },
    visibilityConfig: visibility(name),
  };
}

/** Past the limit: 429, the app's failure envelope, and when to try again. */
const tooManyRequests = {
  block: {
    customResponse: {
      responseCode: 429,
      customResponseBodyKey: 'too-many-requests',
      responseHeaders: [{ name: 'retry-after', value: String(RETRY_AFTER_SECONDS) }],
    },
  },
};

function ratePerIp(priority: number, name: string, limit: number, paths?: string[]): CfnWebACL.RuleProperty {
  const onlyPaths = paths?.map((path) => ({
    byteMatchStatement: {
      fieldToMatch: { uriPath: {} },
      positionalConstraint: 'EXACTLY',
      searchString: path,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  }));
  return {
    name,
    priority,
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        limit,
        evaluationWindowSec: RATE_WINDOW_SECONDS,
        ...(onlyPaths
          ? { scopeDownStatement: onlyPaths.length === 1 ? onlyPaths[0] : { orStatement: { statements: onlyPaths } } }
          : {}),
      },
    },
    action: tooManyRequests,
    visibilityConfig: visibility(name),
  };
}

export interface EdgeStackProps extends StackProps {
  prefix: string;
}

/**
 * AWS WAF in front of the CloudFront distribution, which serves the web app and the API (web-stack.ts).
 * A web ACL for CloudFront must live in us-east-1, so this stack does; the web stack takes its ARN
 * through CDK's cross-region references. Rules, first match wins: Amazon's IP reputation list, the
 * common rule set (its 8 KB body limit only counted: vouchers and multipart images are larger),
 * known bad inputs, then the per-IP rates. Blocked requests are logged.
 */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `${props.prefix}-web`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`${props.prefix}-web`),
      customResponseBodies: {
        'too-many-requests': {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ success: false, message: TOO_MANY_REQUESTS_MESSAGE }),
        },
      },
      rules: [
        managedRules(0, 'AWSManagedRulesAmazonIpReputationList'),
        managedRules(1, 'AWSManagedRulesCommonRuleSet', ['SizeRestrictions_BODY']),
        managedRules(2, 'AWSManagedRulesKnownBadInputsRuleSet'),
        ratePerIp(3, 'RequestsPerIp', REQUESTS_PER_IP),
        ratePerIp(4, 'PublicFormsPerIp', PUBLIC_FORMS_PER_IP, publicFormPaths()),
      ],
    });

    // WAF writes to a log group whose name starts aws-waf-logs-, named by its ARN without ':*'.
    const logGroupName = `aws-waf-logs-${props.prefix.toLowerCase()}`;
    const logGroup = new LogGroup(this, 'WafLogs', { logGroupName, retention: RetentionDays.THREE_MONTHS });
    const logs = new CfnLoggingConfiguration(this, 'WafLogging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [
        this.formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      loggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [
          { Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: [{ ActionCondition: { Action: 'BLOCK' } }] },
        ],
      },
    });
    logs.node.addDependency(logGroup);
  }
}
