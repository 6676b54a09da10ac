import type { App } from 'aws-cdk-lib';
import { ApiStack, RAZORPAY_CHECKOUT_URL } from './api-stack';
import { AuthStack } from './auth-stack';
import { DataStack } from './data-stack';
import { EdgeStack } from './edge-stack';
import { SiteContentStack } from './site-content-stack';
import { WebStack } from './web-stack';

/** `-c mailFrom=hello@example.in [-c supportEmail=team@example.in]`: an SES-verified sender. */
function mailSettings(app: App) {
  const from = app.node.tryGetContext('mailFrom') as string | undefined;
  if (!from) return undefined;
  return { from, support: (app.node.tryGetContext('supportEmail') as string | undefined) ?? from };
}

/**
 * `-c inboundMailDomain=bills.example.in`: the domain of the companies' bill addresses, which SES
 * receives (its MX must point at SES). Default: `bills.` and the sender's domain when a sender is
 * set, else a `.invalid` name that shows mail is not set up.
 */
export function inboundMailDomain(app: App, prefix: string) {
  const domain = app.node.tryGetContext('inboundMailDomain') as string | undefined;
  const senderDomain = mailSettings(app)?.from.split('@')[1];
  return domain ?? `bills.${senderDomain ?? `${prefix.toLowerCase()}.invalid`}`;
}

/**
 * The whole system, in dependency order. Context: `appUrl` (the web app's public URL, e.g. a custom
 * domain in front of CloudFront; default: the CloudFront URL) and `prefix` (stack name prefix).
 */
export function buildApp(app: App) {
  const prefix = (app.node.tryGetContext('prefix') as string | undefined) ?? 'Hisaab';
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION ?? 'ap-south-1' };
  // AWS WAF for CloudFront lives in us-east-1; the web stack takes its ARN across regions.
  const edge = new EdgeStack(app, `${prefix}-Edge`, {
    env: { account: env.account, region: 'us-east-1' },
    prefix,
    crossRegionReferences: true,
  });
  const web = new WebStack(app, `${prefix}-Web`, {
    env,
    prefix,
    webAclArn: edge.webAcl.attrArn,
    crossRegionReferences: true,
  });
  const appUrl = (app.node.tryGetContext('appUrl') as string | undefined) ?? web.url;
  const mailDomain = inboundMailDomain(app, prefix);
  const data = new DataStack(app, `${prefix}-Data`, { env, appUrl, prefix, inboundMailDomain: mailDomain });
  const auth = new AuthStack(app, `${prefix}-Auth`, { env, appUrl, table: data.table });
  const api = new ApiStack(app, `${prefix}-Api`, {
    env,
    httpApiId: web.api.apiId,
    appUrl,
    table: data.table,
    prefix,
    userPool: auth.userPool,
    client: auth.client,
    mail: mailSettings(app),
    billReader: data.billReader.worker,
    inboundMailDomain: mailDomain,
  });
  const content = new SiteContentStack(app, `${prefix}-SiteContent`, {
    env,
    prefix,
    distribution: web.distribution,
    webConfig: {
      // The API is under /api/* of the app's own origin (WebStack).
      apiUrl: appUrl,
      region: api.region,
      userPoolId: auth.userPool.userPoolId,
      userPoolClientId: auth.client.userPoolClientId,
      authFlow: 'USER_SRP_AUTH',
      razorpayCheckoutUrl: RAZORPAY_CHECKOUT_URL,
    },
  });
  return { edge, web, data, auth, api, content };
}
