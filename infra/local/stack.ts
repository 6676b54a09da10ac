import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { stopOcr } from '@app/functions/lib/extraction/local/ocr-words';
import { logger } from '@app/functions/lib/logger';
import { mailReceivers } from '@app/functions/event-handlers';
import { startCognitoLocal } from './cognito-local';
import { DEMO_USER, seedDemoAccount } from './demo-account';
import { startDynamoDbLocal } from './dynamodb-local';
import { startApiServer } from './api-server';
import { LOCAL_IRP, localIrpSettings } from './irp-local';
import { startIrpEmulator } from './irp/irp-emulator';
import { createJwtAuthorizer } from './jwt-authorizer';
import { startLambdaInvokeServer } from './lambda-invoke-server';
import { Mailbox, type LocalMail } from './mailbox';
import type { Ports } from './ports';
import { localBillingSettings } from './razorpay-local';
import { startRazorpayEmulator } from './razorpay/razorpay-emulator';
import { startS3Local } from './s3-local';
import type { StackInfo } from './stack-info';
import { ensureTable } from './table-bootstrap';
import { startWebServer, type WebServing } from './web-server';

export interface LocalStackOptions {
  ports: Ports;
  /** Where emulator state is kept between runs; without it everything lives in memory / a temp dir. */
  dataDir?: string;
  logDir: string;
  tableName: string;
  seed: boolean;
  /** Whether and how the web app is served (web-server.ts); not at all when false. */
  web: false | WebServing;
  /** A fixed confirmation code for every Cognito e-mail (tests). */
  fixedCode?: string;
  /** The handlers' log level (Powertools: DEBUG, INFO, WARN, ERROR, SILENT); INFO by default. */
  logLevel?: string;
  /** Called with each e-mail Cognito would have sent. */
  onMail?: (mail: LocalMail) => void;
  /** The API's per-route request ceilings, on unless false (route-throttle.ts). */
  throttle?: boolean;
}

export interface LocalStack {
  info: StackInfo;
  stop: () => Promise<void>;
}

/** The local bill addresses' domain: nothing delivers to it; `npm run mail-bill` stands in for SES (ses-local.ts). */
export const LOCAL_INBOUND_MAIL_DOMAIN = 'bills.hisaab.local';

const report = (what: string) => (error: unknown) =>
  console.error(`[local stack] ${what} failed:`, error instanceof Error ? (error.stack ?? error.message) : error);

/**
 * Brings up the whole system on 127.0.0.1: DynamoDB Local, cognito-local with its triggers, s3rver
 * with its S3 handlers, the local API Gateway, and the web app; creates what is missing (table,
 * pool, client, group, buckets) and seeds the demo account. stop() ends every process it started.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { ports } = options;
  const scratch = options.dataDir ? undefined : mkdtempSync(join(tmpdir(), 'hisaab-stack-'));
  const stateDir = options.dataDir ?? scratch ?? '';
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(report('stopping'));
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  };
  try {
    const webUrl = `http://127.0.0.1:${ports.web}`;
    const webOrigins = [webUrl, `http://localhost:${ports.web}`];
    const mailbox = new Mailbox(options.onMail);
    // The mail receiver's on-failure queue in AWS (infra/lib/inbound-mail.ts); `npm run redrive-mail` empties it.
    const deadLetters = { dir: join(stateDir, 'dead-letters'), functions: Object.keys(mailReceivers) };
    const lambda = await startLambdaInvokeServer({
      port: ports.lambda,
      mailbox,
      deadLetters,
      onError: report('Lambda function'),
    });
    stops.push(lambda.stop);
    // The bill reader's OCR worker thread, started by the first photographed bill, would keep this
    // process alive after everything else stopped.
    stops.push(stopOcr);
    const [dynamodb, cognito, s3] = await Promise.all([
      startDynamoDbLocal({
        port: ports.dynamodb,
        workDir: join(stateDir, 'dynamodb'),
        inMemory: !options.dataDir,
        logFile: join(options.logDir, 'dynamodb-local.log'),
      }).then((started) => (stops.push(started.process.stop), started)),
      startCognitoLocal({
        port: ports.cognito,
        dir: join(stateDir, 'cognito'),
        lambdaEndpoint: lambda.url,
        logFile: join(options.logDir, 'cognito-local.log'),
        fixedCode: options.fixedCode,
        mailboxUrl: `${lambda.url}/mailbox`,
      }).then((started) => (stops.push(started.process.stop), started)),
      startS3Local({
        port: ports.s3,
        dir: join(stateDir, 's3'),
        bucketNames: { uploads: 'hisaab-uploads', inboundMail: 'hisaab-inbound-mail' },
        webOrigins,
      }).then((started) => (stops.push(started.stop), started)),
    ]);

    // The local Razorpay posts its webhooks to the local API, once that is listening (below).
    const razorpay = await startRazorpayEmulator({
      port: ports.razorpay,
      stateFile: options.dataDir ? join(options.dataDir, 'razorpay', 'state.json') : undefined,
    });
    stops.push(razorpay.stop);
    // The demo company's API user is registered as the portal would have it (LOCAL_IRP.demoUser).
    const irp = await startIrpEmulator({
      port: ports.irp,
      stateFile: options.dataDir ? join(options.dataDir, 'irp', 'state.json') : undefined,
      users: [LOCAL_IRP.demoUser],
    });
    stops.push(irp.stop);

    // The handlers run in this process and read these, as Lambda reads what CDK sets.
    Object.assign(process.env, {
      AWS_REGION: 'ap-south-1',
      TABLE_NAME: options.tableName,
      DYNAMODB_ENDPOINT: dynamodb.endpoint,
      S3_ENDPOINT: s3.endpoint,
      UPLOADS_BUCKET: s3.buckets.uploads,
      USER_POOL_ID: cognito.userPoolId,
      COGNITO_ENDPOINT: cognito.endpoint,
      ALLOWED_ORIGINS: webOrigins.join(','),
      APP_URL: webUrl,
      BILL_READER: 'local',
      BILL_READER_FUNCTION: 'ReadBill',
      INVITATION_WORKER_FUNCTION: 'DeliverInvitation',
      IMPORT_WORKER_FUNCTION: 'ImportTally',
      EXPORT_WORKER_FUNCTION: 'ExportData',
      LAMBDA_ENDPOINT: lambda.url,
      INBOUND_MAIL_DOMAIN: LOCAL_INBOUND_MAIL_DOMAIN,
      ...localBillingSettings(razorpay.url),
      ...localIrpSettings(irp.url, irp),
      INBOUND_MAIL_BUCKET: s3.buckets.inboundMail,
      POWERTOOLS_LOG_LEVEL: options.logLevel ?? 'INFO',
    });
    // The handlers' logger was made when this module was imported, before the level above was set.
    logger.setLogLevel((options.logLevel ?? 'INFO') as Parameters<typeof logger.setLogLevel>[0]);
    const ddb = new DynamoDBClient({
      endpoint: dynamodb.endpoint,
      region: 'local',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await ensureTable(ddb, options.tableName);
    ddb.destroy();

    const authorizer = await createJwtAuthorizer({ issuer: cognito.issuer, clientId: cognito.userPoolClientId });
    const api = await startApiServer({
      port: ports.api,
      authorizer,
      allowedOrigins: webOrigins,
      onFault: report('handler'),
      throttle: options.throttle,
    });
    stops.push(api.stop);
    // Workers still running (a bill being read, an invitation delivered) end before what they use stops.
    stops.push(lambda.settled);
    razorpay.sendWebhooksTo(`${api.url}/api/v1/billing/razorpay/webhook`);
    // Stopping, webhooks on their way are delivered first, while the API and its table still answer.
    stops.push(razorpay.settled);
    if (options.web) {
      const web = await startWebServer({
        port: ports.web,
        serving: options.web,
        config: {
          apiUrl: api.url,
          region: 'ap-south-1',
          userPoolId: cognito.userPoolId,
          userPoolClientId: cognito.userPoolClientId,
          cognitoEndpoint: cognito.endpoint,
          // cognito-local has no SRP (issue 31: AWS has SRP only).
          authFlow: 'USER_PASSWORD_AUTH',
          razorpayCheckoutUrl: razorpay.checkoutScriptUrl,
        },
      });
      stops.push(web.stop);
    }
    if (options.seed) await seedDemoAccount(cognito);

    const info: StackInfo = {
      apiUrl: api.url,
      webUrl,
      lambdaEndpoint: lambda.url,
      mailboxUrl: `${lambda.url}/mailbox`,
      cognito: {
        endpoint: cognito.endpoint,
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.userPoolClientId,
        issuer: cognito.issuer,
      },
      s3: { endpoint: s3.endpoint, buckets: s3.buckets },
      dynamodb: { endpoint: dynamodb.endpoint, tableName: options.tableName },
      deadLetterDir: deadLetters.dir,
      razorpay: { apiUrl: razorpay.url, checkoutScriptUrl: razorpay.checkoutScriptUrl },
      irp: { apiUrl: irp.url, publicKeyPem: irp.publicKeyPem, signingPublicKeyPem: irp.signingPublicKeyPem },
      ...(options.seed ? { demo: { email: DEMO_USER.email, password: DEMO_USER.password } } : {}),
      pid: process.pid,
    };
    return { info, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
