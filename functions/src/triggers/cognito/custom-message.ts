import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { config } from '#lib/config';

interface LinkMessage {
  path: string;
  subject: string;
  text: string;
  action: string;
}

const SIGN_UP: LinkMessage = {
  path: '/verify',
  subject: 'Verify your e-mail for Hisaab',
  text: 'Welcome to Hisaab. Please confirm your e-mail address to finish creating your account.',
  action: 'Verify e-mail',
};

/** The messages that carry a code, and the page of the web app their link opens. */
const LINK_MESSAGES: Partial<Record<CustomMessageTriggerEvent['triggerSource'], LinkMessage>> = {
  CustomMessage_SignUp: SIGN_UP,
  CustomMessage_ResendCode: SIGN_UP,
  CustomMessage_ForgotPassword: {
    path: '/reset-password',
    subject: 'Reset your Hisaab password',
    text: 'We received a request to reset your password. The link below lets you choose a new one.',
    action: 'Reset password',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Issue 20: an owner's invitation (AdminCreateUser). Cognito fills in the temporary password
 * ({####}) and the account's user name ({username}: both must appear); who invited, to which
 * company and in which role come as the client metadata of the invitation. Issue 31: the link
 * signs in to the Invitations page, where the invitation waits to be accepted or declined.
 */
function invitation(event: CustomMessageTriggerEvent): CustomMessageTriggerEvent {
  const metadata = event.request.clientMetadata ?? {};
  const email = event.request.userAttributes.email ?? '';
  const company = escapeHtml(metadata.company_name ?? 'a company');
  const href = `${config.appUrl}/login?email=${encodeURIComponent(email)}&redirect=${encodeURIComponent('/invitations')}`;
  event.response.emailSubject = `You are invited to ${metadata.company_name ?? 'a company'} on Hisaab`;
  event.response.emailMessage = [
    `<p>${escapeHtml(metadata.inviter ?? 'The owner')} invited you to keep the books of ${company} on Hisaab as ${escapeHtml(metadata.role ?? 'a member')}.</p>`,
    `<p>Sign in with your e-mail address ${escapeHtml(email)} and this temporary password: <b>${event.request.codeParameter}</b>. You will choose your own password at the first sign-in, then accept or decline the invitation.</p>`,
    `<p><a href="${href}">Sign in to Hisaab</a></p>`,
    `<p style="color:#888">Account ${event.request.usernameParameter}</p>`,
  ].join('');
  return event;
}

/**
 * Cognito's e-mails carry a code; ours carry a link to the web app holding that code, so the user
 * clicks instead of typing. Cognito replaces the {####} placeholder with the code when it sends
 * the message; the placeholder appears once (cognito-local replaces only the first). Other
 * messages keep Cognito's defaults.
 */
export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  if (event.triggerSource === 'CustomMessage_AdminCreateUser') return invitation(event);
  const message = LINK_MESSAGES[event.triggerSource];
  if (!message) return event;
  const email = encodeURIComponent(event.request.userAttributes.email ?? '');
  const href = `${config.appUrl}${message.path}?email=${email}&token=${event.request.codeParameter}`;
  event.response.emailSubject = message.subject;
  event.response.emailMessage = `<p>${message.text}</p><p><a href="${href}">${message.action}</a></p>`;
  return event;
};
