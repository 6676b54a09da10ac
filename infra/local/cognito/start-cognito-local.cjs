// Starts cognito-local as its own bin does, with three changes for the local stack:
// - the e-mails it "sends" are also posted to the stack's outbox (MAILBOX_URL), as data, so the
//   developer and the browser tests get verification and reset links reliably, not by reading a
//   framed box out of a log;
// - what Cognito does and cognito-local lacks (issue 31): GlobalSignOut and AdminUserGlobalSignOut
//   end every refresh token of the user, and a disabled user can neither sign in nor refresh
//   ('User is disabled.'), so the web's sign-out after setting up two-factor authentication and
//   an administrator's Disable behave here as in AWS;
// - a confirmed sign-up has a verified e-mail address, as in Cognito (the code went to that
//   address): cognito-local leaves email_verified unset, so every token said false; and a token
//   says email_verified false for an address changed and not yet verified, where cognito-local
//   read the attribute 'false' as true. The app links invitations to verified addresses only;
// - its log is plain JSON lines written synchronously.
const pino = require('pino');
const { ConsoleMessageSender } = require('cognito-local/lib/services/messageDelivery/consoleMessageSender');
const { NotAuthorizedError, UserNotFoundError } = require('cognito-local/lib/errors');
const { createDefaultServer } = require('cognito-local/lib/server');
const { Targets } = require('cognito-local/lib/targets/targets');
const { attribute, attributesAppend } = require('cognito-local/lib/services/userPoolService');
const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator');

const logger = pino({ level: process.env.DEBUG ? 'debug' : 'info' }, pino.destination({ dest: 1, sync: true }));

const mailboxUrl = process.env.MAILBOX_URL;
const logToConsole = ConsoleMessageSender.prototype.sendEmail;
ConsoleMessageSender.prototype.sendEmail = async function sendEmail(ctx, user, destination, message) {
  if (mailboxUrl) {
    await fetch(mailboxUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        to: destination,
        subject: message.emailSubject ?? '',
        message: message.emailMessage ?? '',
        code: message.__code ?? null,
      }),
    }).catch((error) => logger.error(error, 'could not post the e-mail to the local outbox'));
  }
  return logToConsole.call(this, ctx, user, destination, message);
};

/** Forgets every refresh token of a user: refreshing with any of them then fails. */
async function signOutEverywhere(ctx, userPool, user) {
  await userPool.saveUser(ctx, { ...user, RefreshTokens: [] });
  return {};
}

/** The access token's claims (cognito-local's own targets read them unverified, as here). */
function accessTokenClaims(token) {
  try {
    return JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    throw new NotAuthorizedError();
  }
}

Targets.GlobalSignOut =
  ({ cognito }) =>
  async (ctx, req) => {
    const claims = accessTokenClaims(req.AccessToken);
    if (claims.token_use !== 'access') throw new NotAuthorizedError();
    const userPool = await cognito.getUserPoolForClientId(ctx, claims.client_id);
    const user = await userPool.getUserByUsername(ctx, claims.sub);
    if (!user) throw new NotAuthorizedError();
    return signOutEverywhere(ctx, userPool, user);
  };

Targets.AdminUserGlobalSignOut =
  ({ cognito }) =>
  async (ctx, req) => {
    const userPool = await cognito.getUserPool(ctx, req.UserPoolId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new UserNotFoundError();
    return signOutEverywhere(ctx, userPool, user);
  };

/** The user an InitiateAuth names: by user name, or by refresh token. */
async function initiatingUser(ctx, cognito, req) {
  const userPool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
  const refreshToken = req.AuthParameters?.REFRESH_TOKEN;
  if (refreshToken) return userPool.getUserByRefreshToken(ctx, refreshToken);
  const username = req.AuthParameters?.USERNAME;
  return username ? userPool.getUserByUsername(ctx, username) : null;
}

const initiateAuth = Targets.InitiateAuth;
Targets.InitiateAuth = (services) => {
  const target = initiateAuth(services);
  return async (ctx, req) => {
    const user = await initiatingUser(ctx, services.cognito, req);
    if (user?.Enabled === false) throw new NotAuthorizedError('User is disabled.');
    return target(ctx, req);
  };
};

const confirmSignUp = Targets.ConfirmSignUp;
Targets.ConfirmSignUp = (services) => {
  const confirm = confirmSignUp(services);
  return async (ctx, req) => {
    const result = await confirm(ctx, req);
    const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (user) {
      const verified = attributesAppend(user.Attributes, attribute('email_verified', 'true'));
      await userPool.saveUser(ctx, { ...user, Attributes: verified });
    }
    return result;
  };
};

// The generator writes Boolean(attribute value): only 'true' may reach it.
const generateTokens = JwtTokenGenerator.prototype.generate;
JwtTokenGenerator.prototype.generate = function generate(ctx, user, ...rest) {
  const attributes = (user.Attributes ?? []).filter((a) => a.Name !== 'email_verified' || a.Value === 'true');
  return generateTokens.call(this, ctx, { ...user, Attributes: attributes }, ...rest);
};

createDefaultServer(logger)
  .then((server) => server.start())
  .then((server) => {
    const address = server.address();
    logger.info(
      `Cognito Local running on http://${typeof address === 'string' ? address : `${address.address}:${address.port}`}`,
    );
  })
  .catch((error) => {
    logger.error(error);
    process.exit(1);
  });
