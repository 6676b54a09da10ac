/** An e-mail Cognito would have sent, as cognito-local handed it to the local stack's outbox. */
export interface LocalMail {
  to: string;
  subject: string;
  /** The link the message carries (verification or password reset), if any. */
  link: string | undefined;
  code: string | undefined;
  /** The message as text (tags taken out), as a reader sees it. */
  text: string;
  at: string;
}

/** What cognito-local posts for each e-mail (see cognito/start-cognito-local.cjs). */
export interface PostedMail {
  to: string;
  subject: string;
  message: string;
  code: string | null;
}

/**
 * The local stack's outbox: every mail Cognito would have sent, newest last. `npm start` prints
 * them; the browser tests read them (GET <lambdaEndpoint>/mailbox?to=...) to follow links.
 */
export class Mailbox {
  private readonly mails: LocalMail[] = [];

  constructor(private readonly onMail?: (mail: LocalMail) => void) {}

  receive(posted: PostedMail): LocalMail {
    const mail: LocalMail = {
      to: posted.to,
      subject: posted.subject,
      link: /href="([^"]+)"/.exec(posted.message)?.[1]?.replace(/&amp;/g, '&'),
      code: posted.code ?? undefined,
      text: posted.message
        .replace(/<\/p>|<br\s*\/?>/g, ' ')
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim(),
      at: new Date().toISOString(),
    };
    this.mails.push(mail);
    this.onMail?.(mail);
    return mail;
  }

  to(address: string): LocalMail[] {
    return this.mails.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
  }
}
