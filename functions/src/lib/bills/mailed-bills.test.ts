import { beforeAll, describe, expect, it } from 'vitest';
import type { BillMailSettings } from '@app/shared/bills/bill-record';
import type { Company } from '@app/shared/companies';
import type { IncomingMail } from '../../../../infra/local/ses-local';
import { BILLS, billWhenRead, listBills, supplierInvoicePdf } from '../../../test/bills';
import { api, companyInput, dataOf, PNG_BYTES } from '../../../test/fixtures';
import { bellOf, billAddressOf, deliver, pdfPart, rawMail, STRANGER, taggedCopy } from '../../../test/mail';
import { signUpUser, type TestUser } from '../../../test/users';

describe('bills e-mailed to the company', () => {
  let owner: TestUser;
  let company: Company;
  let settings: BillMailSettings;
  let bills: { first: Buffer; second: Buffer };

  const newCompany = async (name: string) =>
    dataOf<Company>(await api.post('/api/v1/user/create/company', owner.idToken, companyInput({ name })));
  /** The company's bills from attachments of this name. */
  const billsNamed = async (name: string) =>
    (await listBills(owner, company._id)).filter((bill) => bill.file_name === name);
  const bell = () => bellOf(owner);

  beforeAll(async () => {
    owner = await signUpUser();
    company = await newCompany('Sharma Medical Hall');
    settings = dataOf<BillMailSettings>(
      await api.get(`${BILLS}/mail/settings?company_id=${company._id}`, owner.idToken),
    );
    bills = {
      first: (await supplierInvoicePdf('SI/26-27/0101')).bytes,
      second: (await supplierInvoicePdf('SI/26-27/0102')).bytes,
    };
  });

  /** A mail from `from` with one PDF named `name` (its own copy of the bill), to the company's address. */
  const mailWith = (from: string, name: string, headers: string[] = [], bytes = taggedCopy(bills.first, name)) =>
    rawMail(from, `Sharma Medical Hall <${settings.inbound_address}>`, 'Bill', [pdfPart(name, bytes)], headers);

  it("gives each company its own address, with the owner's e-mail allowed", () => {
    expect(settings.inbound_address).toMatch(/^bills\+[a-z2-7]{10}@bills\.hisaab\.local$/);
    expect(settings.owner_email).toBe(owner.email.toLowerCase());
    expect(settings.allowed_senders).toEqual([]);
  });

  it("reads the owner's verified mail at once: each PDF is a bill, the logo and the CSV are ignored", async () => {
    const raw = rawMail(
      `Owner <${owner.email}>`,
      `Sharma Medical Hall <${settings.inbound_address}>`,
      'November bills',
      [
        pdfPart('SI-0101.pdf', bills.first),
        { type: 'image/png', name: 'logo.png', bytes: PNG_BYTES, disposition: 'inline' },
        {
          type: 'text/csv',
          name: 'statement.csv',
          bytes: Buffer.from('date,amount\n2026-11-01,100\n'),
          disposition: 'attachment',
        },
        { type: 'application/octet-stream', name: 'SI-0102.pdf', bytes: bills.second, disposition: 'attachment' },
      ],
    );
    await deliver({ raw, recipients: [settings.inbound_address] });
    const arrived = await listBills(owner, company._id);
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

  describe("a mail in the owner's name that SES could not verify is held, never read", () => {
    const forged = async (name: string, mail: Omit<IncomingMail, 'raw' | 'recipients'>, headers: string[] = []) => {
      await deliver({
        raw: mailWith(`Owner <${owner.email}>`, name, headers),
        recipients: [settings.inbound_address],
        ...mail,
      });
      return billsNamed(name);
    };
    const unverified = () =>
      `Held: the sender could not be verified, so it may not be from ${owner.email.toLowerCase()}. Read it if you trust it.`;

    it('DMARC failed: SPF and DKIM passed, but for the forger’s own domain', async () => {
      const held = await forged('forged-dmarc-fail.pdf', {
        mailFrom: 'bounce@forger.example',
        dkimDomain: 'forger.example',
        verdicts: { dmarc: 'FAIL' },
      });
      expect(held.map((bill) => [bill.status, bill.failure, bill.sender])).toEqual([
        ['held', unverified(), owner.email.toLowerCase()],
      ]);
      expect(await bell()).toContainEqual(
        expect.objectContaining({
          title: 'Bill held for review',
          description: `Mail from ${owner.email.toLowerCase()} could not be verified as coming from its sender; open Bills to read or discard it.`,
          type: 'warning',
        }),
      );
    });

    it('no DMARC policy (GRAY) and nothing aligned with the From domain passed', async () => {
      const held = await forged('forged-unaligned.pdf', {
        mailFrom: 'bounce@forger.example',
        dkimDomain: 'forger.example',
        verdicts: { dmarc: 'GRAY' },
      });
      expect(held.map((bill) => [bill.status, bill.failure])).toEqual([['held', unverified()]]);
    });

    it("the only aligned DKIM pass is in an Authentication-Results header the forger wrote below SES's", async () => {
      const written = 'Authentication-Results: amazonses.com; spf=pass; dkim=pass header.i=@example.in; dmarc=pass';
      const held = await forged(
        'forged-header.pdf',
        { mailFrom: 'bounce@forger.example', dkimDomain: 'forger.example', verdicts: { spf: 'FAIL', dmarc: 'GRAY' } },
        [written],
      );
      expect(held.map((bill) => [bill.status, bill.failure])).toEqual([['held', unverified()]]);
    });

    it('DMARC could not be checked (PROCESSING_FAILED), though SPF passed aligned', async () => {
      const held = await forged('dmarc-unchecked.pdf', { verdicts: { dmarc: 'PROCESSING_FAILED' } });
      expect(held.map((bill) => [bill.status, bill.failure])).toEqual([['held', unverified()]]);
    });
  });

  it("reads the owner's mail when DMARC is GRAY and SPF passed for a sender in the From domain's organization", async () => {
    const raw = mailWith(`Owner <${owner.email}>`, 'spf-aligned.pdf');
    await deliver({
      raw,
      recipients: [settings.inbound_address],
      mailFrom: 'bounces@mail.example.in',
      dkimDomain: 'esp.example',
      verdicts: { dmarc: 'GRAY', dkim: 'FAIL' },
    });
    const [bill] = await billsNamed('spf-aligned.pdf');
    expect(bill?.failure).toBeNull();
    expect((await billWhenRead(owner, company._id, bill?._id ?? '')).status).toBe('ready');
  });

  it("reads the owner's mail when DMARC passed on a DKIM signature of the From domain, though SPF failed", async () => {
    const raw = mailWith(`Owner <${owner.email}>`, 'dkim-aligned.pdf');
    await deliver({
      raw,
      recipients: [settings.inbound_address],
      mailFrom: 'bounce@esp.example',
      verdicts: { spf: 'FAIL' },
    });
    const [bill] = await billsNamed('dkim-aligned.pdf');
    expect(bill).toMatchObject({ failure: null });
    expect((await billWhenRead(owner, company._id, bill?._id ?? '')).status).toBe('ready');
  });

  it('holds mail whose spam or virus scan did not PASS, saying which, and drops mail with a virus', async () => {
    const scanned = async (name: string, verdicts: IncomingMail['verdicts']) => {
      await deliver({
        raw: mailWith(`Owner <${owner.email}>`, name),
        recipients: [settings.inbound_address],
        verdicts,
      });
      return (await billsNamed(name)).map((bill) => [bill.status, bill.failure]);
    };
    expect(await scanned('spam-gray.pdf', { spam: 'GRAY' })).toEqual([
      ['held', 'Held: the mail could not be checked for spam. Read it if you trust it.'],
    ]);
    expect(await scanned('spam-fail.pdf', { spam: 'FAIL' })).toEqual([
      ['held', 'Held: the mail was marked as spam. Read it if you trust it.'],
    ]);
    expect(await scanned('virus-unchecked.pdf', { virus: 'PROCESSING_FAILED' })).toEqual([
      ['held', 'Held: the mail could not be checked for viruses. Read it if you trust it.'],
    ]);
    expect(await scanned('virus-gray.pdf', { virus: 'GRAY' })).toEqual([
      ['held', 'Held: the mail could not be checked for viruses. Read it if you trust it.'],
    ]);
    expect(await scanned('virus.pdf', { virus: 'FAIL' })).toEqual([]);
  });

  it('holds verified mail from a sender not allowed, until the user reads it; an allowed sender is read at once', async () => {
    await deliver({ raw: mailWith(`Unknown <${STRANGER}>`, 'stranger.pdf'), recipients: [settings.inbound_address] });
    const [held] = await billsNamed('stranger.pdf');
    expect(held).toMatchObject({
      status: 'held',
      failure: `Held: ${STRANGER} is not on this company's allowed senders. Read it if you trust it.`,
    });
    expect((await bell()).map((notice) => notice.description)).toContain(
      `Mail from ${STRANGER} is not from an allowed sender; open Bills to read or discard it.`,
    );
    const readIt = await api.post(`${BILLS}/${held?._id ?? ''}/retry`, owner.idToken, { company_id: company._id });
    expect(readIt.status).toBe(200);
    expect((await billWhenRead(owner, company._id, held?._id ?? '')).status).toBe('ready');

    const saved = await api.put(`${BILLS}/mail/settings`, owner.idToken, {
      company_id: company._id,
      allowed_senders: ['Accounts@Verma.example.in'],
    });
    expect(dataOf<BillMailSettings>(saved).allowed_senders).toEqual(['accounts@verma.example.in']);
    const allowed = mailWith('Verma Accounts <accounts@verma.example.in>', 'allowed.pdf');
    await deliver({ raw: allowed, recipients: [settings.inbound_address] });
    const [read] = await billsNamed('allowed.pdf');
    expect(read).toMatchObject({ sender: 'accounts@verma.example.in', failure: null });
    expect((await billWhenRead(owner, company._id, read?._id ?? '')).status).toBe('ready');
  });

  it('keeps a mail delivered twice once: by its Message-ID, or its file from the same sender within a day (issue 34)', async () => {
    const owners = `Owner <${owner.email}>`;
    const file = taggedCopy(bills.second, 'resent');
    const resent = mailWith(owners, 'resent.pdf', ['Message-ID: <SI-0102.resend@verma.example.in>'], file);
    await deliver({ raw: resent, recipients: [settings.inbound_address] });
    await deliver({ raw: resent, recipients: [settings.inbound_address] });
    expect(await billsNamed('resent.pdf')).toHaveLength(1);
    // The same bill in a new mail from the same sender (a reminder): not kept again.
    await deliver({ raw: mailWith(owners, 'reminder.pdf', [], file), recipients: [settings.inbound_address] });
    expect(await billsNamed('reminder.pdf')).toEqual([]);
    // Another sender's mail with the same Message-ID and file is its own, held as a stranger's.
    const copied = mailWith(STRANGER, 'copied.pdf', ['Message-ID: <SI-0102.resend@verma.example.in>'], file);
    await deliver({ raw: copied, recipients: [settings.inbound_address] });
    expect((await billsNamed('copied.pdf')).map((bill) => bill.status)).toEqual(['held']);
  });

  it('refuses an allowed sender that is not an e-mail address', async () => {
    const refused = await api.put(`${BILLS}/mail/settings`, owner.idToken, {
      company_id: company._id,
      allowed_senders: ['not an address'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/Enter a valid e-mail address/);
  });

  it('takes the companies from the envelope only: an address the sender wrote in a header gets nothing', async () => {
    const other = await newCompany('Other Pharma');
    const otherAddress = await billAddressOf(owner, other._id);
    const headers = [
      `Received: from mail.example.in by inbound-smtp.ap-south-1.amazonaws.com with SMTP id x1 for ${otherAddress}; Wed, 25 Nov 2026 10:00:00 +0000`,
      `Delivered-To: ${otherAddress}`,
      `X-Original-To: ${otherAddress}`,
      `Cc: ${otherAddress}`,
    ];
    const raw = rawMail(
      `Owner <${owner.email}>`,
      otherAddress,
      'Bill',
      [pdfPart('envelope.pdf', taggedCopy(bills.first, 'envelope'))],
      headers,
    );
    const { event } = await deliver({ raw, recipients: [settings.inbound_address] });
    // SES's own list of the header recipients names the other company; the envelope does not.
    expect(event.Records[0]?.ses.mail.destination).toEqual([otherAddress, otherAddress]);
    const [bill] = await billsNamed('envelope.pdf');
    expect((await billWhenRead(owner, company._id, bill?._id ?? '')).status).toBe('ready');
    expect(await listBills(owner, other._id)).toEqual([]);
  });
});
