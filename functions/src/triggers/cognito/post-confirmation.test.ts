import { randomUUID } from 'node:crypto';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { getUser } from '#lib/db/users';
import { handler } from './post-confirmation';

const confirmation = (sub: string, triggerSource: PostConfirmationTriggerEvent['triggerSource']) =>
  ({
    version: '1',
    region: 'ap-south-1',
    userPoolId: 'ap-south-1_test',
    userName: sub,
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    triggerSource,
    request: {
      userAttributes: {
        sub,
        email: 'neha@example.in',
        given_name: 'Neha',
        family_name: 'Gupta',
        phone_number: '+919900112233',
      },
    },
    response: {},
  }) satisfies PostConfirmationTriggerEvent;

describe('PostConfirmation trigger', () => {
  it("creates the user's profile from the sign-up attributes and returns the event", async () => {
    const sub = randomUUID();
    const event = confirmation(sub, 'PostConfirmation_ConfirmSignUp');
    expect(await handler(event)).toBe(event);
    expect(await getUser(sub)).toMatchObject({
      user_id: sub,
      email: 'neha@example.in',
      name: { first: 'Neha', last: 'Gupta' },
      phone: { code: '+91', number: '9900112233' },
      user_type: 'user',
      user_settings: { current_company_id: null },
    });
  });

  it('leaves an existing profile as it is when Cognito delivers the trigger again', async () => {
    const sub = randomUUID();
    await handler(confirmation(sub, 'PostConfirmation_ConfirmSignUp'));
    const first = await getUser(sub);
    await handler(confirmation(sub, 'PostConfirmation_ConfirmSignUp'));
    expect(await getUser(sub)).toEqual(first);
  });

  it('does nothing when a password reset is confirmed', async () => {
    const sub = randomUUID();
    await handler(confirmation(sub, 'PostConfirmation_ConfirmForgotPassword'));
    expect(await getUser(sub)).toBeUndefined();
  });
});
