import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { describe, expect, inject, it } from 'vitest';
import { handler } from './custom-message';

const message = (triggerSource: CustomMessageTriggerEvent['triggerSource']) =>
  ({
    version: '1',
    region: 'ap-south-1',
    userPoolId: 'ap-south-1_test',
    userName: 'someone',
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    triggerSource,
    request: {
      userAttributes: { email: 'anil+shop@example.in' },
      codeParameter: '{####}',
      usernameParameter: null,
      linkParameter: '',
    },
    response: { smsMessage: null, emailMessage: null, emailSubject: null },
  }) as CustomMessageTriggerEvent;

const run = (event: CustomMessageTriggerEvent) => handler(event);

describe('CustomMessage trigger', () => {
  it("words an owner's invitation with the temporary password and the user name Cognito requires", async () => {
    const event = message('CustomMessage_AdminCreateUser');
    event.request.usernameParameter = '{username}';
    event.request.clientMetadata = { company_name: 'Verma <Medical> Stores', inviter: 'Meena Iyer', role: 'Staff' };
    const { response } = await run(event);
    expect(response.emailSubject).toBe('You are invited to Verma <Medical> Stores on Hisaab');
    expect(response.emailMessage).toContain(
      'Meena Iyer invited you to keep the books of Verma &#60;Medical&#62; Stores on Hisaab as Staff.',
    );
    expect(response.emailMessage?.split('{####}')).toHaveLength(2);
    expect(response.emailMessage?.split('{username}')).toHaveLength(2);
    expect(response.emailMessage).toContain(
      `href="${inject('stack').webUrl}/login?email=anil%2Bshop%40example.in&redirect=%2Finvitations"`,
    );
    expect(response.emailMessage).toContain('then accept or decline the invitation.');
  });

  it('turns the sign-up code into a link to /verify with the e-mail and the code', async () => {
    const { response } = await run(message('CustomMessage_SignUp'));
    const link = `${inject('stack').webUrl}/verify?email=anil%2Bshop%40example.in&token={####}`;
    expect(response.emailSubject).toBe('Verify your e-mail for Hisaab');
    expect(response.emailMessage).toContain(`href="${link}"`);
    expect(response.emailMessage?.split('{####}')).toHaveLength(2);
  });

  it('does the same for a resent code', async () => {
    const { response } = await run(message('CustomMessage_ResendCode'));
    expect(response.emailMessage).toContain('/verify?email=');
  });

  it('links a forgotten-password code to /reset-password', async () => {
    const { response } = await run(message('CustomMessage_ForgotPassword'));
    expect(response.emailSubject).toBe('Reset your Hisaab password');
    expect(response.emailMessage).toContain(
      `${inject('stack').webUrl}/reset-password?email=anil%2Bshop%40example.in&token={####}`,
    );
  });

  it("leaves other messages to Cognito's defaults", async () => {
    const { response } = await run(message('CustomMessage_UpdateUserAttribute'));
    expect(response.emailMessage).toBeNull();
  });
});
