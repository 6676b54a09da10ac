// Starts cognito-local as its own bin does, with two changes for the local stack:
// - the e-mails it "sends" are also posted to the stack's outbox (MAILBOX_URL), as data, so the
//   developer and the browser tests get verification and reset links reliably, not by reading a
//   framed box out of a log;
// - its log is plain JSON lines written synchronously.
const pino = require('pino');
const { ConsoleMessageSender } = require('cognito-local/lib/services/messageDelivery/consoleMessageSender');
const { createDefaultServer } = require('cognito-local/lib/server');

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
