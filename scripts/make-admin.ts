// Adds a signed-up user of the running local stack to the Cognito `admin` group, so they can sign
// in at /admin:   npm run make-admin -- someone@example.in
import { readFileSync } from 'node:fs';
import { AdminAddUserToGroupCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '../infra/local/cognito-local';
import { stackFile } from '../infra/local/paths';
import type { StackInfo } from '../infra/local/stack-info';

const email = process.argv[2];
if (!email) {
  console.error('Usage: npm run make-admin -- <e-mail of a signed-up user>');
  process.exit(1);
}
const stack = JSON.parse(readFileSync(stackFile, 'utf8')) as StackInfo;
await cognitoClient(stack.cognito.endpoint).send(
  new AdminAddUserToGroupCommand({ UserPoolId: stack.cognito.userPoolId, Username: email, GroupName: 'admin' }),
);
console.log(`${email} is now an administrator: sign in at ${stack.webUrl}/admin`);
