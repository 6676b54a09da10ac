import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { config } from '#lib/config';

let client: CognitoIdentityProviderClient | undefined;

/** The one Cognito admin client; on the local stack it talks to cognito-local. */
export function cognitoClient(): CognitoIdentityProviderClient {
  client ??= new CognitoIdentityProviderClient({
    region: config.region,
    ...(config.cognitoEndpoint
      ? { endpoint: config.cognitoEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  return client;
}
