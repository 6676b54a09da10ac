import {
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect, inject } from 'vitest';
import type { CompanyInvitation, MyInvitation } from '@app/shared/api/invitations';
import type { Role } from '@app/shared/api/permissions';
import { documentClient, tableName } from '#lib/db/client';
import { getInvitation, invitationKey } from '#lib/db/invitations';
import { cognitoClient } from '../../infra/local/cognito-local';
import type { LocalMail } from '../../infra/local/mailbox';
import { api, dataOf } from './fixtures';
import type { TestUser } from './users';

export const INVITE = '/api/v1/company/members/invite';

export const invitationBody = (companyId: string, email: string, role: Exclude<Role, 'owner'> = 'staff') => ({
  company_id: companyId,
  email,
  name: 'Ravi Kumar',
  role,
});

/** The invitation's reply as the bytes the inviter's browser gets: status, type and body text. */
export async function inviteRaw(owner: TestUser, body: ReturnType<typeof invitationBody>) {
  const response = await fetch(`${inject('stack').apiUrl}${INVITE}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

export const companyInvitations = async (owner: TestUser, companyId: string) =>
  dataOf<CompanyInvitation[]>(await api.get(`/api/v1/company/invitations?company_id=${companyId}`, owner.idToken));

/** The company's invitation to an address (the owner's view), which must exist. */
export async function invitationTo(owner: TestUser, companyId: string, email: string) {
  const invitation = (await companyInvitations(owner, companyId)).find((each) => each.email === email);
  if (!invitation) throw new Error(`no invitation to ${email}`);
  return invitation;
}

export const myInvitations = async (token: string) =>
  dataOf<MyInvitation[]>(await api.get('/api/v1/user/invitations', token));

export const answer = (token: string, invitationId: string, reply: 'accept' | 'decline') =>
  api.post(`/api/v1/user/invitations/${invitationId}/${reply}`, token, {});

/**
 * Waits until the DeliverInvitation worker, which the invitation started in the background, has
 * made or told the account (as a Lambda's asynchronous run is waited for: by what it leaves).
 */
export async function deliveredInvitation(email: string, companyId: string) {
  await expect
    .poll(async () => (await getInvitation(email, companyId))?.sent_at ?? null, { timeout: 15_000, interval: 100 })
    .not.toBeNull();
}

/** The mails Cognito sent to an address so far, oldest first. */
export async function mailsTo(address: string): Promise<LocalMail[]> {
  const response = await fetch(`${inject('stack').mailboxUrl}?to=${encodeURIComponent(address)}`);
  return (await response.json()) as LocalMail[];
}

/** The newest mail Cognito sent to an address, once it has arrived. */
export async function mailTo(address: string): Promise<LocalMail> {
  await expect.poll(async () => (await mailsTo(address)).length, { timeout: 15_000, interval: 100 }).toBeGreaterThan(0);
  const mail = (await mailsTo(address)).at(-1);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}

/** An invitation whose seven days are over (what the clock would do). */
export async function expireInvitation(email: string, companyId: string) {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: invitationKey(email, companyId),
      UpdateExpression: 'SET valid_until = :past',
      ExpressionAttributeValues: { ':past': new Date(Date.now() - 60_000).toISOString() },
    }),
  );
}

const cognito = () => cognitoClient(inject('stack').cognito.endpoint);

async function signIn(email: string, password: string) {
  const { cognito: pool } = inject('stack');
  return cognito().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: pool.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
}

/** The first sign-in with a temporary password: Cognito asks for a new one, then signs in. */
export async function firstSignIn(email: string, temporaryPassword: string, newPassword: string) {
  const started = await signIn(email, temporaryPassword);
  expect(started.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  const answered = await cognito().send(
    new RespondToAuthChallengeCommand({
      ClientId: inject('stack').cognito.userPoolClientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: started.Session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: newPassword },
    }),
  );
  const idToken = answered.AuthenticationResult?.IdToken;
  if (!idToken) throw new Error('no tokens after the new password');
  return idToken;
}

/**
 * The user changes their account's e-mail to another address themselves (Cognito lets a signed-in
 * user do that with their access token) without proving they read it, and signs in with it: their
 * ID token then names that address, unverified.
 */
export async function takeUnverifiedAddress(user: TestUser, address: string) {
  await cognito().send(
    new UpdateUserAttributesCommand({
      AccessToken: user.accessToken,
      UserAttributes: [{ Name: 'email', Value: address }],
    }),
  );
  const idToken = (await signIn(address, user.password)).AuthenticationResult?.IdToken;
  if (!idToken) throw new Error('no tokens for the changed address');
  return idToken;
}

/** The claims of an ID token (read, not verified: the test's own token). */
export const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
