import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  UsernameExistsException,
  type AttributeType,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ROLE_LABELS } from '@app/shared/api/permissions';
import { indianDate, toDisplayDate } from '@app/shared/financial-year';
import { cognitoClient } from '#lib/cognito/client';
import { config } from '#lib/config';
import { documentClient, tableName } from '#lib/db/client';
import { getInvitation, markInvitationSent, statusOf, type InvitationRecord } from '#lib/db/invitations';
import { notificationItem } from '#lib/db/notifications';
import { createUserIfMissing, newUserRecord } from '#lib/db/users';
import { logger } from '#lib/logger';
import { sendMail } from '#lib/mail/send-mail';
import { startWorker } from '#lib/workers/start-worker';

/** What the DeliverInvitation worker is started with: the invitation, as recorded. */
export type DeliverInvitationEvent = Pick<InvitationRecord, 'email' | 'company_id' | 'invitation_id'>;

export const startInvitationDelivery = ({ email, company_id, invitation_id }: DeliverInvitationEvent) =>
  startWorker(config.invitationWorkerFunction, { email, company_id, invitation_id } satisfies DeliverInvitationEvent);

/** What the invitation e-mail says (CustomMessage_AdminCreateUser reads it from the client metadata). */
export interface InvitationMetadata {
  company_name: string;
  inviter: string;
  role: string;
}

interface Account {
  sub: string;
  /** Whether the account has proved it reads this address: only then is it told in its bell. */
  verified: boolean;
  /** FORCE_CHANGE_PASSWORD: made by an invitation and never signed in. */
  status: string | undefined;
}

const attributeOf = (attributes: AttributeType[] | undefined, name: string) =>
  attributes?.find((attribute) => attribute.Name === name)?.Value;

/** The Cognito account signing in with this e-mail, if there is one. */
async function accountFor(email: string): Promise<Account | undefined> {
  try {
    const user = await cognitoClient().send(
      new AdminGetUserCommand({ UserPoolId: config.userPoolId, Username: email }),
    );
    const sub = attributeOf(user.UserAttributes, 'sub');
    if (!sub) throw new Error('Cognito returned no sub for the invited user');
    return { sub, verified: attributeOf(user.UserAttributes, 'email_verified') === 'true', status: user.UserStatus };
  } catch (error) {
    if (error instanceof Error && error.name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

/** The profile of an account made for an invitation (no sign-up trigger runs for it): no company until it accepts. */
const invitedProfile = (sub: string, invitation: InvitationRecord) =>
  newUserRecord({
    user_id: sub,
    email: invitation.email,
    name: { first: invitation.name, last: '' },
    phone: { code: '', number: '' },
    user_type: 'user',
  });

/**
 * A new Cognito account for the address, which Cognito e-mails with a temporary password (the
 * invitation, worded by the CustomMessage trigger). The address counts as verified: the first
 * sign-in needs the password mailed to it. Undefined if an account appeared meanwhile.
 */
async function newAccount(invitation: InvitationRecord, metadata: InvitationMetadata): Promise<'created' | undefined> {
  try {
    const created = await cognitoClient().send(
      new AdminCreateUserCommand({
        UserPoolId: config.userPoolId,
        Username: invitation.email,
        DesiredDeliveryMediums: ['EMAIL'],
        UserAttributes: [
          { Name: 'email', Value: invitation.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: invitation.name },
        ],
        ClientMetadata: { ...metadata },
      }),
    );
    const sub = attributeOf(created.User?.Attributes, 'sub');
    if (!sub) throw new Error('Cognito returned no sub for the invited user');
    await createUserIfMissing(invitedProfile(sub, invitation));
    return 'created';
  } catch (error) {
    if (error instanceof UsernameExistsException) return undefined;
    throw error;
  }
}

/**
 * An account that exists is told: in its bell if its address is verified (an account that has not
 * proved the address learns nothing of the invitation), and by mail to the address, where SES is
 * set up. An account an earlier delivery made and left without its profile gets it now.
 */
async function tellAccount(account: Account, invitation: InvitationRecord, metadata: InvitationMetadata) {
  if (account.status === 'FORCE_CHANGE_PASSWORD') await createUserIfMissing(invitedProfile(account.sub, invitation));
  const until = toDisplayDate(indianDate(new Date(invitation.valid_until)));
  if (account.verified) {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: notificationItem(account.sub, {
          title: `Invitation to ${metadata.company_name}`,
          description: `${metadata.inviter} invited you to join as ${metadata.role}. Accept or decline it under Invitations in the company menu by ${until}.`,
          type: 'info',
        }),
      }),
    );
  }
  await sendMail({
    to: invitation.email,
    subject: `You are invited to ${metadata.company_name} on Hisaab`,
    text: `${metadata.inviter} invited you to keep the books of ${metadata.company_name} on Hisaab as ${metadata.role}. Sign in at ${config.appUrl}/invitations to accept or decline it by ${until}.`,
  });
}

/**
 * The DeliverInvitation worker's work (issue 31): for an invitation still pending and not yet
 * delivered, a new account for an address without one (Cognito mails it), or word to the account
 * there is. Either way nobody joins the company here: the invited person accepts. Lambda may run
 * an event twice; a delivered, answered or replaced invitation is left alone.
 */
export async function deliverInvitation(event: DeliverInvitationEvent): Promise<void> {
  const found = await getInvitation(event.email, event.company_id);
  const invitation = found?.invitation_id === event.invitation_id && !found.sent_at ? found : undefined;
  if (!invitation || statusOf(invitation) !== 'pending') return;
  const metadata: InvitationMetadata = {
    company_name: invitation.company_name,
    inviter: invitation.inviter_name,
    role: ROLE_LABELS[invitation.role],
  };
  const existing = await accountFor(invitation.email);
  const created = existing ? undefined : await newAccount(invitation, metadata);
  if (!created) {
    const account = existing ?? (await accountFor(invitation.email));
    if (!account) throw new Error('Cognito said the invited user exists, then that it does not');
    await tellAccount(account, invitation, metadata);
  }
  await markInvitationSent(invitation, new Date().toISOString());
  logger.info('invitation delivered', { invitation_id: invitation.invitation_id, company_id: invitation.company_id });
}
