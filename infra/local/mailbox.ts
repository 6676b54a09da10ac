/** An e-mail cognito-local would have sent, as the local stack read it from cognito-local's log. */
export interface LocalMail {
  to: string;
  subject: string;
  link: string | undefined;
  code: string | undefined;
  at: string;
}

/**
 * cognito-local "sends" e-mail by logging it in a framed box on one line, long text wrapped inside
 * the frame. Returns the mail in that line, or undefined for any other line.
 */
export function parseCognitoMail(line: string): LocalMail | undefined {
  if (!line.includes('Confirmation Code Delivery')) return undefined;
  const text = line.replace(/\s*││\s*/g, '').replace(/[╭╮╰╯│─]/g, '');
  return {
    to: /Destination:\s*(.*?)\s*Code:/.exec(text)?.[1] ?? '',
    subject: /Email Subject:\s*(.*?)\s*Email Message:/.exec(text)?.[1] ?? '',
    link: /href="([^"]+)"/.exec(text)?.[1],
    code: /Code:\s*(\d+)/.exec(text)?.[1],
    at: new Date().toISOString(),
  };
}

/**
 * The local stack's outbox: every mail Cognito would have sent, newest last. `npm start` prints
 * them; the browser tests read them (GET <lambdaEndpoint>/mailbox?to=...) to follow links.
 */
export class Mailbox {
  private readonly mails: LocalMail[] = [];

  /** Reads one line of cognito-local's output; returns the mail if the line was one. */
  read(line: string): LocalMail | undefined {
    const mail = parseCognitoMail(line);
    if (mail) this.mails.push(mail);
    return mail;
  }

  to(address: string): LocalMail[] {
    return this.mails.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
  }
}
