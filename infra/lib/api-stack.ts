import { CfnOutput, NestedStack, SecretValue, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import {
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  type CfnStage,
  type IHttpApi,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { nagBucketArn } from './cdk-internals';
import { uploadsBucketName } from './data-stack';
import type { Construct } from 'constructs';
import { routeKey, type RouteDefinition } from '@app/shared/api/route';
import { STAGE_THROTTLE } from '@app/shared/api/throttles';
import { routes } from '@app/shared/api/route-table';
import { routePermissions } from '@app/functions/route-permissions';
import { AppFunction } from './app-function';
import { grantRoutePermissions, grantTableAccess } from './grants';
import { originVerifySecretName } from './web-stack';
import { ExportWorker } from './export-worker';
import { ImportWorker } from './import-worker';
import { InvitationWorker } from './invitation-worker';

export interface ApiStackProps extends StackProps {
  /** The HTTP API's id: WebStack makes the API (its distribution fronts it); routes and stage are made here. */
  httpApiId: string;
  table: ITableV2;
  prefix: string;
  userPool: IUserPool;
  client: IUserPoolClient;
  appUrl: string;
  /** SES sender and the team's address for enquiries; without them mail is logged, not sent. */
  mail?: { from: string; support: string };
  /** The ReadBill worker, which routes with the 'bills' permission start. */
  billReader: IFunction;
  /** The domain of the companies' bill addresses (shown in the bill mail settings). */
  inboundMailDomain: string;
}

/** 'routes/auth/get-current-user' -> 'auth': routes are grouped into one nested stack per area. */
const areaOf = (route: RouteDefinition) => route.handler.split('/')[1] ?? 'misc';
const pascal = (text: string) => text.replace(/(^|[-_/])(\w)/g, (_, __, c: string) => c.toUpperCase());

/**
 * The HTTP API's routes: Cognito JWT authorizer on every non-public route, one Lambda per route of
 * the route table, access logs and throttling (per route where declared) on the default stage. Each area's
 * functions live in a nested stack so the template stays under CloudFormation's resource limit.
 */
/** Razorpay's Checkout.js, which the SPA loads to take a payment (issue 31; named in /config.json). */
export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/**
 * Billing's settings (issues 20 and 31), from the deploy's context: Razorpay's plan ids per plan
 * and period, `-c razorpayPlans='{"professional":{"monthly":"plan_...","yearly":"plan_..."},...}'`,
 * the API key's id, `-c razorpayKeyId=rzp_live_...`, and Hisaab as the supplier on its tax
 * invoices, `-c seller='{"name":"...","gstin":"...","address":["..."],"state":"Karnataka"}'`.
 * None is secret (Checkout is opened with the key id in the browser); the key's secret and the
 * webhook's are (providerSecret).
 */
function billingSettings(scope: Construct): Record<string, string> {
  const plans = scope.node.tryGetContext('razorpayPlans') as string | undefined;
  const keyId = scope.node.tryGetContext('razorpayKeyId') as string | undefined;
  const seller = scope.node.tryGetContext('seller') as string | undefined;
  return {
    ...(plans ? { RAZORPAY_PLANS: plans } : {}),
    ...(keyId ? { RAZORPAY_KEY_ID: keyId } : {}),
    ...(seller ? { HISAAB_SELLER: seller } : {}),
  };
}

/**
 * The e-invoice IRP's API connection (issue 36), from the deploy's context: `-c irp='{"apiUrl":
 * "https://...","clientId":"...","publicKey":"-----BEGIN PUBLIC KEY-----...","signingKey":"..."}'`
 * (the GSP's or NIC's API address, the API client's id, NIC's public key for the login and its
 * signing key for the signed QR). None is secret; the client's secret is (providerSecret).
 */
function irpSettings(scope: Construct): Record<string, string> {
  const irp = scope.node.tryGetContext('irp') as string | undefined;
  if (!irp) return {};
  const { apiUrl, clientId, publicKey, signingKey } = JSON.parse(irp) as Record<string, string | undefined>;
  return {
    ...(apiUrl ? { IRP_API_URL: apiUrl } : {}),
    ...(clientId ? { IRP_CLIENT_ID: clientId } : {}),
    ...(publicKey ? { IRP_PUBLIC_KEY: publicKey } : {}),
    ...(signingKey ? { IRP_SIGNING_KEY: signingKey } : {}),
  };
}

/**
 * A secret an outside provider issues (Razorpay's, the IRP's API client's), in Secrets Manager:
 * made here with a random value, which refuses every webhook (or every checkout, every IRP call)
 * until the operator puts the provider's in (`aws secretsmanager put-secret-value --secret-id
 * <the output's ARN> --secret-string ...`), so it is in no template, no context and no function's
 * settings. Only the functions whose routes name it may read it.
 */
function providerSecret(scope: Construct, id: string, description: string, provider: string): Secret {
  const secret = new Secret(scope, id, { description });
  Validations.of(secret).acknowledge({
    id: 'AwsSolutions-SMG4',
    reason: `${provider} issues this secret; it is changed with ${provider} and put here, not rotated by AWS.`,
  });
  new CfnOutput(scope, `${id}Arn`, { value: secret.secretArn });
  return secret;
}

/**
 * The routes' own request ceilings (`throttle` in their definitions) as the stage's route settings.
 * A route setting may name only a route that exists, so the stage waits for the routes' stacks.
 */
function throttleRoutes(stage: HttpStage, routeStacks: NestedStack[]) {
  const settings = (Object.values(routes) as RouteDefinition[]).flatMap((route) =>
    route.throttle
      ? [
          [
            routeKey(route),
            // CfnStage takes route settings as raw JSON: CloudFormation's own property names.
            { ThrottlingRateLimit: route.throttle.rateLimit, ThrottlingBurstLimit: route.throttle.burstLimit },
          ] as const,
        ]
      : [],
  );
  (stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(settings);
  for (const routeStack of routeStacks) stage.node.addDependency(routeStack);
}

export class ApiStack extends Stack {
  readonly api: IHttpApi;
  /** Issue 35's Tally import worker, which the import routes start. */
  readonly importWorker: AppFunction;
  /** Issue 35's data export worker, which POST /exports starts. */
  readonly exportWorker: AppFunction;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    // The web app calls the API on its own origin (CloudFront's /api/*): no CORS preflights to answer.
    this.api = HttpApi.fromHttpApiAttributes(this, 'Api', { httpApiId: props.httpApiId });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: STAGE_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.jsonWithStandardFields(),
      },
    });
    const authorizer = new HttpUserPoolAuthorizer('Cognito', props.userPool, { userPoolClients: [props.client] });
    const uploads = Bucket.fromBucketName(this, 'Uploads', uploadsBucketName(props.prefix, this.region));
    const environment = {
      TABLE_NAME: props.table.tableName,
      UPLOADS_BUCKET: uploads.bucketName,
      USER_POOL_ID: props.userPool.userPoolId,
      ALLOWED_ORIGINS: props.appUrl,
      APP_URL: props.appUrl,
      INBOUND_MAIL_DOMAIN: props.inboundMailDomain,
      ORIGIN_VERIFY: SecretValue.secretsManager(originVerifySecretName(props.prefix)).unsafeUnwrap(),
      ...(props.mail ? { MAIL_FROM: props.mail.from, SUPPORT_EMAIL: props.mail.support } : {}),
      ...billingSettings(this),
    };

    const paymentSecret = providerSecret(
      this,
      'RazorpayWebhookSecret',
      'The webhook secret set in the Razorpay Dashboard (Settings > Webhooks); put by the operator',
      'Razorpay',
    );
    const paymentKeySecret = providerSecret(
      this,
      'RazorpayKeySecret',
      'The secret of the Razorpay API key named by the razorpayKeyId context (Dashboard > API Keys); put by the operator',
      'Razorpay',
    );
    const irpSecret = providerSecret(
      this,
      'IrpClientSecret',
      "The client secret of the e-invoice API client named by the irp context (the GSP's or NIC's); put by the operator",
      'The IRP',
    );
    const invitations = new InvitationWorker(this, 'Invitations', { ...props, environment });
    const uploadsNagArn = nagBucketArn(props.prefix, 'uploads', this.region);
    const imports = new ImportWorker(this, 'Imports', { table: props.table, uploads, uploadsNagArn, environment });
    this.importWorker = imports.fn;
    const dataExports = new ExportWorker(this, 'Exports', { table: props.table, uploads, uploadsNagArn, environment });
    this.exportWorker = dataExports.fn;

    const nestedByArea = new Map<string, NestedStack>();
    for (const route of Object.values(routes) as RouteDefinition[]) {
      const area = areaOf(route);
      let nested = nestedByArea.get(area);
      if (!nested) nestedByArea.set(area, (nested = new NestedStack(this, `${pascal(area)}Routes`)));
      this.addRoute(nested, route, authorizer, environment, {
        ...props,
        uploads,
        uploadsNagArn,
        paymentSecret,
        invitationWorker: invitations.fn,
        importWorker: imports.fn,
        exportWorker: dataExports.fn,
        paymentKeySecret,
        irp: { secret: irpSecret, settings: irpSettings(this) },
      });
    }
    throttleRoutes(stage, [...nestedByArea.values()]);
  }

  private addRoute(
    scope: Construct,
    route: RouteDefinition,
    authorizer: IHttpRouteAuthorizer,
    environment: Record<string, string>,
    props: ApiStackProps & {
      uploads: IBucket;
      uploadsNagArn: string;
      paymentSecret: Secret;
      paymentKeySecret: Secret;
      irp: { secret: Secret; settings: Record<string, string> };
      invitationWorker: IFunction;
      importWorker: IFunction;
      exportWorker: IFunction;
    },
  ) {
    const name = pascal(route.handler.split('/').slice(1).join('-'));
    const fn = new AppFunction(scope, name, {
      handlerModule: route.handler,
      environment,
      // Drawing a PDF is CPU work, and Lambda's CPU grows with its memory.
      ...(route.file === 'application/pdf' ? { memorySize: 1536 } : {}),
    });
    grantTableAccess(props.table, fn);
    grantRoutePermissions(fn, routePermissions[route.handler] ?? [], props);
    const httpRoute = new HttpRoute(scope, `${name}Route`, {
      httpApi: this.api,
      routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
      integration: new HttpLambdaIntegration(`${name}Integration`, fn),
      authorizer: route.auth === 'public' ? new HttpNoneAuthorizer() : authorizer,
    });
    if (route.auth === 'public') {
      Validations.of(httpRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: `${route.method} ${route.path} is public by design (route table auth: public).`,
      });
    }
  }
}
