import { AdminDeleteUserCommand, AdminDisableUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { deleteUser } from '@app/shared/api/routes/auth/delete-user';
import { cognitoClient } from '#lib/cognito/client';
import { config } from '#lib/config';
import { deletedAccessStep } from '#lib/db/access';
import { removeUserData } from '#lib/db/account-removal';
import { transact } from '#lib/db/transact';
import { defineRoute } from '#lib/http/define-route';

/**
 * Deletes the caller's account. Sign-in is disabled first and the access record refuses the
 * account's ID tokens (valid for up to an hour more), so both stop at once even if removing the
 * data takes a moment; then the data goes, then the Cognito user (which revokes its refresh tokens).
 */
export const handler = defineRoute(deleteUser, {}, async ({ caller }) => {
  const user = { UserPoolId: config.userPoolId, Username: caller.sub };
  await cognitoClient().send(new AdminDisableUserCommand(user));
  await transact([deletedAccessStep(caller.sub)]);
  await removeUserData(caller.sub);
  await cognitoClient().send(new AdminDeleteUserCommand(user));
  return { message: 'Account deleted successfully', data: { deleted: true as const } };
});
