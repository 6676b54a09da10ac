import { describe, expect, it } from 'vitest';
import { Mailbox, parseCognitoMail } from './mailbox';

// One line of cognito-local's log, as it prints a verification e-mail (the frame wraps the text).
const line =
  '[1795332966652] INFO: 171e632f SignUp ╭────╮│                                    ││   Confirmation Code Delivery                 ││   Username:      692b184c                    ││   Destination:   demo@hisaab.in              ││   Code:          366119                      ││   Email Subject: Verify your e-mail for Hisaab ││   Email Message: <p>Welcome.</p><p><a href="http://127.0.0.1:5173/ve   ││   rify?email=demo%40hisaab.in&token=366119">Verify e-mail</a></p>   ││   │╰────╯ {"reqId":"171e632f"}';

describe("reading cognito-local's e-mails", () => {
  it('finds the recipient, subject, code and the link, joined across the frame', () => {
    expect(parseCognitoMail(line)).toMatchObject({
      to: 'demo@hisaab.in',
      subject: 'Verify your e-mail for Hisaab',
      code: '366119',
      link: 'http://127.0.0.1:5173/verify?email=demo%40hisaab.in&token=366119',
    });
  });

  it('ignores other log lines, and files mails by recipient', () => {
    const mailbox = new Mailbox();
    expect(mailbox.read('[1795332288226] INFO: Cognito Local running')).toBeUndefined();
    mailbox.read(line);
    expect(mailbox.to('DEMO@hisaab.in')).toHaveLength(1);
    expect(mailbox.to('someone@else.in')).toEqual([]);
  });
});
