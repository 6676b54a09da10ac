import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { splitPhoneNumber } from '@app/shared/phone';
import { createUserIfMissing, newUserRecord } from '#lib/db/users';
import { logger } from '#lib/logger';

/**
 * Cognito calls this once a sign-up is confirmed: it creates the user's profile (user_type user,
 * no companies yet). A password reset also confirms, and is ignored.
 */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const userId = attributes.sub;
  if (!userId) throw new Error('PostConfirmation event has no sub');
  const created = await createUserIfMissing(
    newUserRecord({
      user_id: userId,
      email: attributes.email ?? '',
      name: { first: attributes.given_name ?? '', last: attributes.family_name ?? '' },
      phone: splitPhoneNumber(attributes.phone_number),
      user_type: 'user',
    }),
  );
  logger.info('user profile', { user_id: userId, created });
  return event;
};
