import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { MFA_CLAIM, MFA_TOTP } from '@app/shared/auth/mfa';
import { cognitoClient } from '#lib/cognito/client';
import { logger } from '#lib/logger';

type Claims = PreTokenGenerationTriggerEvent['response']['claimsOverrideDetails'];

/** Whether the user has TOTP among their enabled MFA methods (so Cognito asked for a code at sign-in). */
async function hasTotp(event: PreTokenGenerationTriggerEvent): Promise<boolean> {
  const user = await cognitoClient().send(
    new AdminGetUserCommand({ UserPoolId: event.userPoolId, Username: event.userName }),
  );
  return user.UserMFASettingList?.includes('SOFTWARE_TOKEN_MFA') ?? false;
}

/**
 * Issue 31: Cognito calls this before it issues tokens (sign-in, new password, refresh). With TOTP
 * enabled, Cognito challenged the sign-in for a code, so the ID token says so in MFA_CLAIM, which
 * the API requires on every admin route. A session opened before TOTP was enabled is ended by the
 * web's global sign-out right after the setup, so no such session lives on to gain the claim. If
 * Cognito cannot be asked, the token goes out without the claim: ordinary users still sign in,
 * and an administrator is refused the admin routes until the next sign-in or refresh.
 */
export const handler = async (event: PreTokenGenerationTriggerEvent): Promise<PreTokenGenerationTriggerEvent> => {
  const totp = await hasTotp(event).catch((error: unknown) => {
    logger.error('could not read the MFA settings', { user: event.userName, error });
    return false;
  });
  if (totp) {
    // Cognito sends claimsOverrideDetails: null when no earlier step set any (the types say otherwise).
    const details = (event.response.claimsOverrideDetails as Claims | null) ?? {};
    event.response.claimsOverrideDetails = {
      ...details,
      claimsToAddOrOverride: { ...details.claimsToAddOrOverride, [MFA_CLAIM]: MFA_TOTP },
    };
  }
  return event;
};
