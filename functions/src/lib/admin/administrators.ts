import {
  AdminAddUserToGroupCommand,
  AdminGetUserCommand,
  AdminRemoveUserFromGroupCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from '#lib/cognito/client';
import { config } from '#lib/config';
import { accessStep } from '#lib/db/access';
import { transact } from '#lib/db/transact';
import { ADMIN_GROUP } from '#lib/http/admin-only';
import { auditEntry, type AdminActor } from './admin-audit';

/**
 * Issue 31: makes a user an administrator or stops them being one, in the two places the API
 * checks: the Cognito admin group (the token's cognito:groups) and our access record, which an
 * admin route reads, so someone taken out is refused within a minute although their token still
 * names the group. Logged. Returns the user's id.
 */
export async function setAdministrator(email: string, admin: boolean, actor: AdminActor): Promise<string> {
  const user = { UserPoolId: config.userPoolId, Username: email };
  const found = await cognitoClient().send(new AdminGetUserCommand(user));
  const userId = found.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!userId) throw new Error(`Cognito returned no sub for ${email}`);
  const group = { ...user, GroupName: ADMIN_GROUP };
  await cognitoClient().send(
    admin ? new AdminAddUserToGroupCommand(group) : new AdminRemoveUserFromGroupCommand(group),
  );
  await transact([
    accessStep(userId, { admin }),
    auditEntry(actor, {
      action: admin ? 'grant_admin' : 'revoke_admin',
      user_id: userId,
      user_email: email,
      detail: admin ? 'Made an administrator' : 'No longer an administrator',
    }),
  ]);
  return userId;
}
