import { describe, expect, it, vi } from 'vitest';
import { Mailbox } from './mailbox';

const verification = {
  to: 'demo@hisaab.in',
  subject: 'Verify your e-mail for Hisaab',
  message:
    '<p>Welcome.</p><p><a href="http://127.0.0.1:5173/verify?email=demo%40hisaab.in&amp;token=366119">Verify e-mail</a></p>',
  code: '366119',
};

describe('the local outbox', () => {
  it('keeps each mail with its recipient, subject, code and the link in its message', () => {
    const onMail = vi.fn();
    const mailbox = new Mailbox(onMail);
    mailbox.receive(verification);
    const [mail] = mailbox.to('DEMO@hisaab.in');
    expect(mail).toMatchObject({
      to: 'demo@hisaab.in',
      subject: 'Verify your e-mail for Hisaab',
      code: '366119',
      link: 'http://127.0.0.1:5173/verify?email=demo%40hisaab.in&token=366119',
      text: 'Welcome. Verify e-mail',
    });
    expect(onMail).toHaveBeenCalledWith(mail);
    expect(mailbox.to('someone@else.in')).toEqual([]);
  });

  it('keeps a mail without a link too', () => {
    const mailbox = new Mailbox();
    expect(mailbox.receive({ ...verification, message: 'Your code is 366119' }).link).toBeUndefined();
  });
});
