import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { createUser } from '@app/shared/api/routes/admin/create-user';
import { cognitoClient } from '#lib/cognito/client';
import { config } from '#lib/config';
import { createUserIfMissing, newUserRecord } from '#lib/db/users';
import { ConflictError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';
import { ADMIN_GROUP } from '#lib/http/middleware/identify-caller';

/**
 * Admin only (the chain answers 403 to anyone else): a confirmed Cognito user with the given
 * password, in the admin group if asked, and its profile (no sign-up, so no trigger makes it).
 */
export const handler = defineRoute(createUser, {}, async ({ body }) => {
  const cognito = cognitoClient();
  const created = await cognito
    .send(
      new AdminCreateUserCommand({
        UserPoolId: config.userPoolId,
        Username: body.email,
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
      throw error;
    });
  const sub = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error('Cognito returned no sub for the new user');
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: config.userPoolId,
      Username: body.email,
      Password: body.password,
      Permanent: true,
    }),
  );
  if (body.user_type === 'admin') {
    await cognito.send(
      new AdminAddUserToGroupCommand({ UserPoolId: config.userPoolId, Username: body.email, GroupName: ADMIN_GROUP }),
    );
  }
  await createUserIfMissing(
    newUserRecord({
      user_id: sub,
      email: body.email,
      name: { first: body.first, last: body.last ?? '' },
      phone: { code: body.phone ? (body.code ?? '+91') : '', number: body.phone ?? '' },
      user_type: body.user_type,
    }),
  );
  return { statusCode: 201, data: { id: sub } };
});
