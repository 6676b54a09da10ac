import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { config } from '#lib/config';

const link = (path: string, email: string, code: string) =>
  `${config.appUrl}${path}?email=${encodeURIComponent(email)}&token=${code}`;

/** The code placeholder appears once: cognito-local replaces only its first occurrence. */
const page = (text: string, href: string, action: string) => `<p>${text}</p><p><a href="${href}">${action}</a></p>`;

/**
 * Cognito's e-mails carry a code; ours carry a link to the web app holding that code, so the user
 * clicks instead of typing (/verify for sign-up, /reset-password for a forgotten password). Cognito
 * replaces the {####} placeholder with the code when it sends the message.
 */
export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const email = event.request.userAttributes.email ?? '';
  const code = event.request.codeParameter;
  switch (event.triggerSource) {
    case 'CustomMessage_SignUp':
    case 'CustomMessage_ResendCode':
      event.response.emailSubject = 'Verify your e-mail for Hisaab';
      event.response.emailMessage = page(
        'Welcome to Hisaab. Please confirm your e-mail address to finish creating your account.',
        link('/verify', email, code),
        'Verify e-mail',
      );
      break;
    case 'CustomMessage_ForgotPassword':
      event.response.emailSubject = 'Reset your Hisaab password';
      event.response.emailMessage = page(
        'We received a request to reset your password. The link below lets you choose a new one.',
        link('/reset-password', email, code),
        'Reset password',
      );
      break;
    default:
      break;
  }
  return event;
};
