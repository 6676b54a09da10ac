import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill, BillMailSettings } from '@app/shared/bills/bill-record';
import type { Company } from '@app/shared/companies';
import type { Notification } from '@app/shared/notifications';
import { deliverRawMail as deliver } from './deliver-mail';
import { receiveBillMail } from './mailed-bills';
import { BILLS, billWhenRead, listBills, supplierInvoicePdf } from '../../../test/bills';
import { api, companyInput, dataOf, PNG_BYTES } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';

interface Part {
  type: string;
  name: string;
  bytes: Buffer;
  disposition: 'attachment' | 'inline';
}

/** A multipart mail as a mail client sends it: a text body and base64 parts. */
function rawMail(from: string, to: string, subject: string, parts: Part[], headers: string[] = []): Buffer {
  const boundary = 'hisaab-boundary-42';
  const lines = [
    ...headers,
    `From: ${from}`,
    `To: ${to}`,
    `Subject: ${subject}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Please find the bills attached.',
    ...parts.flatMap((part) => [
      `--${boundary}`,
      `Content-Type: ${part.type}; name="${part.name}"`,
      `Content-Disposition: ${part.disposition}; filename="${part.name}"`,
      'Content-Transfer-Encoding: base64',
      ...(part.disposition === 'inline' ? ['Content-ID: <logo@verma>'] : []),
      '',
      ...(part.bytes.toString('base64').match(/.{1,76}/g) ?? []),
    ]),
    `--${boundary}--`,
    '',
  ];
  return Buffer.from(lines.join('\r\n'));
}

async function billsWhen(user: TestUser, companyId: string, count: number): Promise<Bill[]> {
  const deadline = Date.now() + 25_000;
  for (;;) {
    const bills = await listBills(user, companyId);
    if (bills.length >= count) return bills;
    if (Date.now() > deadline) throw new Error(`only ${bills.length} bills arrived`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('bills e-mailed to the company', () => {
  let owner: TestUser;
  let company: Company;
  let settings: BillMailSettings;
  let bills: { first: Buffer; second: Buffer };

  beforeAll(async () => {
    owner = await signUpUser();
    company = dataOf<Company>(
      await api.post('/api/v1/user/create/company', owner.idToken, companyInput({ name: 'Sharma Medical Hall' })),
    );
    settings = dataOf<BillMailSettings>(
      await api.get(`${BILLS}/mail/settings?company_id=${company._id}`, owner.idToken),
    );
    bills = {
      first: (await supplierInvoicePdf('SI/26-27/0101')).bytes,
      second: (await supplierInvoicePdf('SI/26-27/0102')).bytes,
    };
  });

  const mailWithTwoBills = (from: string) =>
    rawMail(from, `Sharma Medical Hall <${settings.inbound_address}>`, 'November bills', [
      { type: 'application/pdf', name: 'SI-0101.pdf', bytes: bills.first, disposition: 'attachment' },
      { type: 'image/png', name: 'logo.png', bytes: PNG_BYTES, disposition: 'inline' },
      {
        type: 'text/csv',
        name: 'statement.csv',
        bytes: Buffer.from('date,amount\n2026-11-01,100\n'),
        disposition: 'attachment',
      },
      { type: 'application/octet-stream', name: 'SI-0102.pdf', bytes: bills.second, disposition: 'attachment' },
    ]);

  it("gives each company its own address, with the owner's e-mail allowed", () => {
    expect(settings.inbound_address).toMatch(/^bills\+[a-z2-7]{10}@bills\.hisaab\.local$/);
    expect(settings.owner_email).toBe(owner.email.toLowerCase());
    expect(settings.allowed_senders).toEqual([]);
  });

  it("keeps every PDF of the owner's mail as a bill and reads it; the logo and the CSV are ignored", async () => {
    await deliver(mailWithTwoBills(`Owner <${owner.email}>`), 'owner-mail.eml');
    const arrived = await billsWhen(owner, company._id, 2);
    expect(arrived.map((bill) => [bill.file_name, bill.source, bill.sender, bill.subject]).sort()).toEqual([
      ['SI-0101.pdf', 'email', owner.email.toLowerCase(), 'November bills'],
      ['SI-0102.pdf', 'email', owner.email.toLowerCase(), 'November bills'],
    ]);
    const read = await Promise.all(arrived.map((bill) => billWhenRead(owner, company._id, bill._id)));
    expect(read.map((bill) => [bill.status, bill.draft?.bill_number?.value]).sort()).toEqual([
      ['ready', 'SI/26-27/0101'],
      ['ready', 'SI/26-27/0102'],
    ]);
  });

  it('holds mail from a sender not allowed, until the user reads it; an allowed sender is read at once', async () => {
    await deliver(mailWithTwoBills('Unknown <billing@stranger.example.in>'), 'stranger-mail.eml');
    const all = await billsWhen(owner, company._id, 4);
    const held = all.filter((bill) => bill.sender === 'billing@stranger.example.in');
    expect(held.map((bill) => bill.status)).toEqual(['held', 'held']);
    expect(held[0]?.failure).toMatch(/billing@stranger\.example\.in is not on this company's allowed senders/);
    const bell = dataOf<{ docs: Notification[] }>(await api.get('/api/v1/user/notifications', owner.idToken)).docs;
    expect(bell.map((notice) => notice.title)).toContain('2 bills held for review');

    const readIt = await api.post(`${BILLS}/${held[0]?._id ?? ''}/retry`, owner.idToken, { company_id: company._id });
    expect(readIt.status).toBe(200);
    expect((await billWhenRead(owner, company._id, held[0]?._id ?? '')).status).toBe('ready');

    const saved = await api.put(`${BILLS}/mail/settings`, owner.idToken, {
      company_id: company._id,
      allowed_senders: ['Accounts@Verma.example.in'],
    });
    expect(dataOf<BillMailSettings>(saved).allowed_senders).toEqual(['accounts@verma.example.in']);
    await deliver(mailWithTwoBills('Verma Accounts <accounts@verma.example.in>'), 'allowed-mail.eml');
    const later = (await billsWhen(owner, company._id, 6)).filter(
      (bill) => bill.sender === 'accounts@verma.example.in',
    );
    expect(later.map((bill) => bill.status).every((status) => status !== 'held')).toBe(true);
  });

  it('refuses an allowed sender that is not an e-mail address', async () => {
    const refused = await api.put(`${BILLS}/mail/settings`, owner.idToken, {
      company_id: company._id,
      allowed_senders: ['not an address'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/Enter a valid e-mail address/);
  });

  it('finds the bill address of a forwarded mail in its Received header, and holds mail SES marked as spam', async () => {
    const before = (await listBills(owner, company._id)).length;
    const received = `Received: from mail.example.in by inbound-smtp.ap-south-1.amazonaws.com with SMTP id x1 for ${settings.inbound_address}; Wed, 25 Nov 2026 10:00:00 +0000`;
    const forwarded = (name: string, headers: string[]) =>
      rawMail(
        `Owner <${owner.email}>`,
        'accounts@sharma.example.in',
        'Fwd: bill',
        [{ type: 'application/pdf', name, bytes: bills.first, disposition: 'attachment' }],
        [received, ...headers],
      );
    await deliver(forwarded('forwarded.pdf', []), 'forwarded.eml');
    await deliver(forwarded('spam.pdf', ['X-SES-Spam-Verdict: FAIL', 'X-SES-Virus-Verdict: PASS']), 'spam.eml');
    const arrived = (await billsWhen(owner, company._id, before + 2)).slice(0, 2);
    expect(arrived.map((bill) => bill.file_name).sort()).toEqual(['forwarded.pdf', 'spam.pdf']);
    const spam = arrived.find((bill) => bill.file_name === 'spam.pdf');
    expect(spam).toMatchObject({
      status: 'held',
      failure: 'Held: the mail was marked as spam. Read it if you trust it.',
    });
    const forwardedBill = arrived.find((bill) => bill.file_name === 'forwarded.pdf');
    expect((await billWhenRead(owner, company._id, forwardedBill?._id ?? '')).status).toBe('ready');
    // A mail SES found a virus in keeps nothing.
    const virus = forwarded('virus.pdf', ['X-SES-Spam-Verdict: PASS', 'X-SES-Virus-Verdict: FAIL']);
    expect(await receiveBillMail(virus, 'mail/virus.eml', new Date())).toEqual([]);
    expect((await listBills(owner, company._id)).map((bill) => bill.file_name)).not.toContain('virus.pdf');
  });
});
