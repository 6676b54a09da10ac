import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { ROLE_LABELS } from '@app/shared/api/permissions';
import { MEMBER_MESSAGES, type InviteMemberBody, type Member } from '@app/shared/api/members';
import { fullName } from '@app/shared/api/users';
import { cognitoClient } from '#lib/cognito/client';
import { config } from '#lib/config';
import { tableName } from '#lib/db/client';
import { summaryOf, type CompanyRecord } from '#lib/db/companies';
import { membershipItem, type Membership } from '#lib/db/memberships';
import { notificationItem } from '#lib/db/notifications';
import { put, transact, type Step } from '#lib/db/transact';
import { createUserIfMissing, getUser, newUserRecord, userKey, type UserRecord } from '#lib/db/users';
import { ConflictError } from '#lib/errors';
import { sendMail } from '#lib/mail/send-mail';

/** What the invitation e-mail says (CustomMessage_AdminCreateUser reads it from the client metadata). */
export interface InvitationMetadata {
  company_name: string;
  inviter: string;
  role: string;
}

const subOf = (attributes: AttributeType[] | undefined) => attributes?.find((a) => a.Name === 'sub')?.Value;

/** The Cognito account signing in with this e-mail, if there is one. */
async function existingAccount(email: string): Promise<string | undefined> {
  try {
    const user = await cognitoClient().send(
      new AdminGetUserCommand({ UserPoolId: config.userPoolId, Username: email }),
    );
    return subOf(user.UserAttributes);
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

/**
 * A new Cognito account for the e-mail, which Cognito e-mails with a temporary password (the
 * invitation, worded by the CustomMessage trigger); its profile is made here, since no sign-up
 * trigger runs for it, with the inviting company as its current one.
 */
async function newAccount(body: InviteMemberBody, company: CompanyRecord, metadata: InvitationMetadata) {
  const created = await cognitoClient().send(
    new AdminCreateUserCommand({
      UserPoolId: config.userPoolId,
      Username: body.email,
      DesiredDeliveryMediums: ['EMAIL'],
      UserAttributes: [
        { Name: 'email', Value: body.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'given_name', Value: body.name },
      ],
      ClientMetadata: { ...metadata },
    }),
  );
  const sub = subOf(created.User?.Attributes);
  if (!sub) throw new Error('Cognito returned no sub for the invited user');
  const profile = newUserRecord({
    user_id: sub,
    email: body.email,
    name: { first: body.name, last: '' },
    phone: { code: '', number: '' },
    user_type: 'user',
  });
  profile.user_settings.current_company_id = company.company_id;
  await createUserIfMissing(profile);
  return sub;
}

/**
 * Issue 20: the owner's invitation. An e-mail without an account gets one (Cognito e-mails the
 * temporary password); an existing account is added and told in its bell, and the company becomes
 * its current one if it had none. Either way the membership is written once: inviting a member
 * again is 409. An account made for an invitation whose membership then failed is found and
 * linked by the next invitation.
 */
export async function inviteMember(
  company: CompanyRecord,
  inviterId: string,
  body: InviteMemberBody,
): Promise<{ member: Member; account: 'created' | 'existing' }> {
  const inviter = await getUser(inviterId);
  const metadata: InvitationMetadata = {
    company_name: company.name,
    inviter: inviter ? fullName(inviter.name) : company.name,
    role: ROLE_LABELS[body.role],
  };
  const existing = await existingAccount(body.email);
  const userId = existing ?? (await newAccount(body, company, metadata));
  const profile = await getUser(userId);
  const membership: Membership = {
    user_id: userId,
    company_id: company.company_id,
    role: body.role,
    joined_at: new Date().toISOString(),
    ...summaryOf(company),
  };
  const steps: Step[] = [
    put(
      membershipItem(membership),
      'attribute_not_exists(pk)',
      () => new ConflictError(MEMBER_MESSAGES.already(body.email)),
    ),
  ];
  if (existing) {
    steps.push(
      put(
        notificationItem(userId, {
          title: `You have joined ${company.name}`,
          description: `${metadata.inviter} added you as ${metadata.role}. Switch to it from the company menu.`,
          type: 'info',
        }),
      ),
    );
    if (profile?.user_settings.current_company_id === null) steps.push(currentCompanyStep(profile, company));
  }
  await transact(steps);
  // Cognito mails only its own flows: an existing account is told by SES where a sender is set
  // (logged otherwise), besides the bell.
  if (existing) {
    await sendMail({
      to: body.email,
      subject: `You have joined ${company.name} on Hisaab`,
      text: `${metadata.inviter} added you to ${company.name} as ${metadata.role}. Sign in at ${config.appUrl}/login and switch to it from the company menu.`,
    });
  }
  return {
    member: {
      user_id: userId,
      name: profile ? fullName(profile.name) : body.name,
      email: body.email,
      role: body.role,
      joined_at: membership.joined_at,
    },
    account: existing ? 'existing' : 'created',
  };
}

/** The invited user's current company, if they still have none. */
const currentCompanyStep = (profile: UserRecord, company: CompanyRecord): Step => ({
  Update: {
    TableName: tableName(),
    Key: userKey(profile.user_id),
    UpdateExpression: 'SET user_settings.current_company_id = :company',
    ConditionExpression: 'user_settings.current_company_id = :none',
    ExpressionAttributeValues: { ':company': company.company_id, ':none': null },
  },
});
