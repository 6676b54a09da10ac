import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  InvalidPasswordException,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import type { CreateUserBody } from '@app/shared/api/routes/admin/create-user';
import { cognitoClient } from '#lib/cognito/client';
import { config } from '#lib/config';
import { accessStep } from '#lib/db/access';
import { transact } from '#lib/db/transact';
import { newProfileSteps, newUserRecord } from '#lib/db/users';
import { ConflictError, ValidationError } from '#lib/errors';
import { ADMIN_GROUP } from '#lib/http/admin-only';
import type { Caller } from '#lib/http/types';
import { auditEntry } from './admin-audit';

const CREATED = 'Account created with a temporary password, to be changed at the first sign-in';

/**
 * The Cognito user, with the administrator's password as its temporary one: Cognito asks for the
 * user's own at the first sign-in (NEW_PASSWORD_REQUIRED, which the sign-in form answers) and
 * refuses the temporary one once the pool's validity has passed. No e-mail: the administrator
 * hands the password over.
 */
async function cognitoUser(body: CreateUserBody): Promise<string> {
  const created = await cognitoClient()
    .send(
      new AdminCreateUserCommand({
        UserPoolId: config.userPoolId,
        Username: body.email,
        TemporaryPassword: body.password,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: body.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: body.first },
          ...(body.last ? [{ Name: 'family_name', Value: body.last }] : []),
          ...(body.phone ? [{ Name: 'phone_number', Value: `${body.code ?? '+91'}${body.phone}` }] : []),
        ],
      }),
    )
    .catch((error: unknown) => {
      if (error instanceof UsernameExistsException) throw new ConflictError('A user with this e-mail already exists.');
      if (error instanceof InvalidPasswordException) throw new ValidationError(`password: ${error.message}`);
      throw error;
    });
  const sub = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error('Cognito returned no sub for the new user');
  return sub;
}

/**
 * Issue 31: an administrator creates an account, logged like every admin action. Making another
 * administrator is the explicit user_type 'admin', and the log says so. The profile, the access
 * record and the log entry are one transaction; if it fails, the Cognito user just made is
 * deleted again, so nothing is left half made.
 */
export async function createAccount(admin: Caller, body: CreateUserBody): Promise<string> {
  const userId = await cognitoUser(body);
  const makeAdmin = body.user_type === 'admin';
  const profile = newUserRecord({
    user_id: userId,
    email: body.email,
    name: { first: body.first, last: body.last ?? '' },
    phone: { code: body.phone ? (body.code ?? '+91') : '', number: body.phone ?? '' },
    user_type: body.user_type,
  });
  try {
    if (makeAdmin) {
      await cognitoClient().send(
        new AdminAddUserToGroupCommand({ UserPoolId: config.userPoolId, Username: body.email, GroupName: ADMIN_GROUP }),
      );
    }
    await transact([
      ...newProfileSteps(profile),
      ...(makeAdmin ? [accessStep(userId, { admin: true })] : []),
      auditEntry(admin, {
        action: 'create_user',
        user_id: userId,
        user_email: body.email,
        detail: makeAdmin ? `${CREATED}; made an administrator` : CREATED,
      }),
    ]);
  } catch (error) {
    await cognitoClient().send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: body.email }));
    throw error;
  }
  return userId;
}
