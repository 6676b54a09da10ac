import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Member } from '@app/shared/api/members';
import type { Company } from '@app/shared/companies';
import type { LocalMail } from '../../../../infra/local/mailbox';
import { companyOf } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { TEST_CODE } from '../../../test/global-setup';
import { signUpUser, type TestUser } from '../../../test/users';

/**
 * Issue 20: Meena, who owns Verma Medical Stores, invites people by e-mail. Someone without an
 * account gets one and an e-mail from Cognito with a temporary password (the local stack keeps
 * it; tests fix Cognito's codes, so the password is the test code); someone with an account is
 * added and told in their bell.
 */
const INVITE = '/api/v1/company/members/invite';
let owner: TestUser;
let company: Company;

beforeAll(async () => {
  owner = await signUpUser({ givenName: 'Meena', familyName: 'Iyer' });
  company = await companyOf(owner, 'tax on');
});

async function mailTo(address: string): Promise<LocalMail> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${inject('stack').mailboxUrl}?to=${encodeURIComponent(address)}`);
    const mail = ((await response.json()) as LocalMail[]).at(-1);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${address}`);
}

/** The first sign-in with a temporary password: Cognito asks for a new one, then signs in. */
async function firstSignIn(email: string, temporaryPassword: string, newPassword: string) {
  const { cognito } = inject('stack');
  const client = new CognitoIdentityProviderClient({
    endpoint: cognito.endpoint,
    region: 'ap-south-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const started = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: cognito.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: temporaryPassword },
    }),
  );
  expect(started.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  const answered = await client.send(
    new RespondToAuthChallengeCommand({
      ClientId: cognito.userPoolClientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: started.Session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: newPassword },
    }),
  );
  const idToken = answered.AuthenticationResult?.IdToken;
  if (!idToken) throw new Error('no tokens after the new password');
  return idToken;
}

describe('inviting by e-mail', () => {
  it('makes an account for a new e-mail and mails the invitation with a temporary password', async () => {
    const email = `ravi-${randomUUID().slice(0, 8)}@example.in`;
    const response = await api.post(INVITE, owner.idToken, {
      company_id: company._id,
      email: email.toUpperCase(),
      name: 'Ravi Kumar',
      role: 'staff',
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(`Invitation sent to ${email}`);
    expect(dataOf(response)).toMatchObject({
      account: 'created',
      member: { name: 'Ravi Kumar', email, role: 'staff' },
    });

    const mail = await mailTo(email);
    expect(mail.subject).toBe('You are invited to Verma Medical Stores on Hisaab');
    expect(mail.text).toContain('Meena Iyer invited you to keep the books of Verma Medical Stores on Hisaab as Staff.');
    expect(mail.text).toContain(`Sign in with your e-mail address ${email} and this temporary password: ${TEST_CODE}.`);
    expect(mail.link).toBe(`${inject('stack').webUrl}/login?email=${encodeURIComponent(email)}`);

    const token = await firstSignIn(email, TEST_CODE, 'Ravi@Books2026');
    const companies = dataOf<Company[]>(await api.get('/api/v1/user/all/company', token));
    expect(companies.map((each) => [each.name, each.role])).toEqual([['Verma Medical Stores', 'staff']]);
    const [current] = dataOf<Company[]>(await api.get('/api/v1/user/company', token));
    expect(current?._id).toBe(company._id);

    const members = dataOf<Member[]>(await api.get(`/api/v1/company/members?company_id=${company._id}`, owner.idToken));
    expect(members.map((member) => [member.name, member.role])).toEqual([
      ['Meena Iyer', 'owner'],
      ['Ravi Kumar', 'staff'],
    ]);

    const again = await api.post(INVITE, owner.idToken, {
      company_id: company._id,
      email,
      name: 'Ravi',
      role: 'viewer',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`${email} is already a member of this company`);
  });

  it('adds someone who has an account and tells them in their bell', async () => {
    const asha = await signUpUser({ givenName: 'Asha', familyName: 'Verma' });
    const response = await api.post(INVITE, owner.idToken, {
      company_id: company._id,
      email: asha.email,
      name: 'Asha',
      role: 'accountant',
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe(`${asha.email} already has an account: they are added to this company`);
    expect(dataOf(response)).toMatchObject({ account: 'existing', member: { name: 'Asha Verma', role: 'accountant' } });

    const notices = dataOf<{ docs: { title: string; description: string }[] }>(
      await api.get('/api/v1/user/notifications', asha.idToken),
    );
    expect(notices.docs[0]).toMatchObject({
      title: 'You have joined Verma Medical Stores',
      description: 'Meena Iyer added you as Accountant. Switch to it from the company menu.',
    });
    const [current] = dataOf<Company[]>(await api.get('/api/v1/user/company', asha.idToken));
    expect([current?.name, current?.role]).toEqual(['Verma Medical Stores', 'accountant']);
  });

  it('takes a real e-mail and a role other than Owner', async () => {
    const invalid = await api.post(INVITE, owner.idToken, {
      company_id: company._id,
      email: 'ravi@',
      name: 'Ravi',
      role: 'staff',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Please enter a valid email address');
    const owners = await api.post(INVITE, owner.idToken, {
      company_id: company._id,
      email: `x-${randomUUID().slice(0, 8)}@example.in`,
      name: 'X',
      role: 'owner',
    });
    expect(owners.status).toBe(400);
  });
});
