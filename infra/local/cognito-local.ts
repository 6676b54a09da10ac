import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  GroupExistsException,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  SetUserPoolMfaConfigCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoTriggers } from '@app/functions/event-handlers';
import { startProcess, waitFor, type ManagedProcess } from './processes';

const POOL_NAME = 'hisaab';
const CLIENT_NAME = 'hisaab-web';
export const ADMIN_GROUP = 'admin';

export interface CognitoLocal {
  endpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  issuer: string;
  process: ManagedProcess;
  client: CognitoIdentityProviderClient;
}

export function cognitoClient(endpoint: string) {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * Starts cognito-local with its state in `dir`, its Lambda triggers pointed at the local
 * Lambda-invoke endpoint (function name = trigger name), then makes sure the user pool (TOTP MFA
 * optional, as in AWS), the web client (USER_PASSWORD_AUTH + refresh: cognito-local has no SRP)
 * and the admin group exist.
 */
export async function startCognitoLocal(options: {
  port: number;
  dir: string;
  lambdaEndpoint: string;
  logFile: string;
  fixedCode?: string;
  /** Where cognito-local posts each e-mail it would send. */
  mailboxUrl: string;
}): Promise<CognitoLocal> {
  const endpoint = `http://127.0.0.1:${options.port}`;
  mkdirSync(join(options.dir, '.cognito'), { recursive: true });
  writeFileSync(
    join(options.dir, '.cognito', 'config.json'),
    JSON.stringify(
      {
        LambdaClient: {
          endpoint: options.lambdaEndpoint,
          region: 'local',
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        },
        TriggerFunctions: Object.fromEntries(Object.keys(cognitoTriggers).map((name) => [name, name])),
        TokenConfig: { IssuerDomain: endpoint },
      },
      null,
      2,
    ),
  );
  const child = startProcess(process.execPath, [join(import.meta.dirname, 'cognito', 'start-cognito-local.cjs')], {
    cwd: options.dir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(options.port),
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
      MAILBOX_URL: options.mailboxUrl,
      ...(options.fixedCode ? { CODE: options.fixedCode } : {}),
    },
    logFile: options.logFile,
  });
  await waitFor('cognito-local', async () => (await fetch(`${endpoint}/health`)).ok, 30_000, child.child);
  const client = cognitoClient(endpoint);
  const { userPoolId, userPoolClientId } = await ensureUserPool(client);
  return { endpoint, userPoolId, userPoolClientId, issuer: `${endpoint}/${userPoolId}`, process: child, client };
}

async function ensureAdminGroup(client: CognitoIdentityProviderClient, userPoolId: string) {
  try {
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: ADMIN_GROUP }));
  } catch (error) {
    if (!(error instanceof GroupExistsException)) throw error;
  }
}

async function ensureUserPool(client: CognitoIdentityProviderClient) {
  const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  let userPoolId = pools.UserPools?.find((pool) => pool.Name === POOL_NAME)?.Id;
  if (!userPoolId) {
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: POOL_NAME,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: { PasswordPolicy: { MinimumLength: 8 } },
      }),
    );
    userPoolId = created.UserPool?.Id;
    if (!userPoolId) throw new Error('cognito-local did not return a user pool id');
  }
  // Issue 31, as the CDK pool: TOTP for whoever sets it up (the admin sign-in makes administrators
  // do so); Cognito then asks every sign-in of theirs for a code. Pools kept from before get it too.
  await client.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: 'OPTIONAL',
      SoftwareTokenMfaConfiguration: { Enabled: true },
    }),
  );
  await ensureAdminGroup(client, userPoolId);
  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let userPoolClientId = clients.UserPoolClients?.find((c) => c.ClientName === CLIENT_NAME)?.ClientId;
  if (!userPoolClientId) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: CLIENT_NAME,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        // As the CDK client: ID and access tokens for an hour, refresh tokens for 30 days.
        IdTokenValidity: 1,
        AccessTokenValidity: 1,
        RefreshTokenValidity: 30,
        TokenValidityUnits: { IdToken: 'hours', AccessToken: 'hours', RefreshToken: 'days' },
      }),
    );
    userPoolClientId = created.UserPoolClient?.ClientId;
    if (!userPoolClientId) throw new Error('cognito-local did not return a client id');
  }
  return { userPoolId, userPoolClientId };
}
