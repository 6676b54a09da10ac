import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BillAllowance } from '@app/shared/bills/bill-reading';
import type { Bill } from '@app/shared/bills/bill-record';
import type { Company } from '@app/shared/companies';
import { indianDate } from '@app/shared/financial-year';
import { billFileKey, storeBillFile } from '#lib/bills/bill-files';
import { billKey, createBillRecord, newBillId } from '#lib/bills/bill-store';
import { addPages, countedMonth } from '#lib/bills/page-allowance';
import { setVersionedFields, transact } from '#lib/db/transact';
import { keepBill } from '#lib/bills/keep-bill';
import { renderPdf } from '#lib/print/pdf-renderer';
import { invoiceDocument } from '#lib/print/invoice-document';
import { SAMPLE_COMPANY, sampleInvoice } from '#lib/print/sample-documents';
import { BILLS, billWhenRead, getBill, sendBill } from '../../../test/bills';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { setPlan } from '../../../test/plans';
import { signUpUser, type TestUser } from '../../../test/users';

/**
 * Issue 31: the ceilings on reading bills. Every new account is on the trial, whose allowance is
 * 25 pages a month (the plan table); the bills are the app's own prints of a supplier's invoice,
 * long enough for the pages wanted (about 46 lines a page).
 */
const DAY_MS = 86_400_000;
const LINES_FOR = { 1: 3, 3: 80, 10: 480 } as const;

const invoicePages = async (pages: keyof typeof LINES_FOR) =>
  Buffer.from(
    await renderPdf(
      invoiceDocument(
        sampleInvoice({ lines: LINES_FOR[pages], voucherNumber: `SI/${randomUUID().slice(0, 6)}` }),
        SAMPLE_COMPANY,
      ),
    ),
  );

/** A PDF of `pages` pages with a line of text each: past the page cap, never read. */
const blankPages = async (pages: number) =>
  Buffer.from(
    await renderPdf({
      content: Array.from({ length: pages }, (_, i) => ({
        text: `Page ${i + 1}`,
        ...(i ? { pageBreak: 'before' as const } : {}),
      })),
    }),
  );

const allowanceOf = async (user: TestUser, companyId: string) =>
  dataOf<BillAllowance>(await api.get(`${BILLS}/allowance?company_id=${companyId}`, user.idToken));

async function readPdf(user: TestUser, companyId: string, bytes: Buffer, name: string) {
  const sent = await sendBill(user, companyId, bytes, 'application/pdf', name);
  expect(sent.status).toBe(201);
  return billWhenRead(user, companyId, dataOf<Bill>(sent)._id);
}

describe('the monthly page allowance (issue 31)', () => {
  let owner: TestUser;
  let company: Company;
  let second: Company;

  beforeAll(async () => {
    owner = await signUpUser();
    company = await companyOf(owner, 'tax on', 'Sharma Medical Hall');
    second = await companyOf(owner, 'tax off', 'Sharma Wholesale');
  });

  it("counts each reading's pages for the owner's companies together, and refuses the one that would go over", async () => {
    expect(await allowanceOf(owner, company._id)).toMatchObject({
      plan_label: 'Free trial',
      included: true,
      pages_allowed: 25,
      pages_used: 0,
      pages_left: 25,
      message: null,
    });
    expect(await readPdf(owner, company._id, await invoicePages(10), 'ten-a.pdf')).toMatchObject({
      status: 'ready',
      pages: 10,
      readings: 1,
    });
    expect(await readPdf(owner, second._id, await invoicePages(10), 'ten-b.pdf')).toMatchObject({ status: 'ready' });
    expect(await allowanceOf(owner, company._id)).toMatchObject({ pages_used: 20, pages_left: 5 });

    const over = await readPdf(owner, company._id, await invoicePages(10), 'ten-c.pdf');
    const renews = new Date(`${(await allowanceOf(owner, company._id)).renews_on}T00:00:00Z`);
    const renewsOn = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(renews);
    expect(over).toMatchObject({
      status: 'failed',
      draft: null,
      readings: 0,
      failure: `This bill has 10 pages, and 5 pages of the free trial's 25 this month are left. The bill is kept: enter it by hand, upgrade on /pricing, or read it again from ${renewsOn}.`,
    });
    expect((await allowanceOf(owner, company._id)).pages_used).toBe(20);

    expect(await readPdf(owner, company._id, await invoicePages(3), 'three-a.pdf')).toMatchObject({
      status: 'ready',
      pages: 3,
    });
    const atTheEdge = await readPdf(owner, company._id, await invoicePages(3), 'three-b.pdf');
    expect(atTheEdge.failure).toMatch(
      /^This bill has 3 pages, and 2 pages of the free trial's 25 this month are left\./,
    );
    expect(await readPdf(owner, second._id, await invoicePages(1), 'one-a.pdf')).toMatchObject({
      status: 'ready',
      pages: 1,
    });
    expect(await readPdf(owner, second._id, await invoicePages(1), 'one-b.pdf')).toMatchObject({
      status: 'ready',
      pages: 1,
    });
    expect(await allowanceOf(owner, second._id)).toMatchObject({
      pages_used: 25,
      pages_left: 0,
      message: `This month's 25 pages of bill reading are used: new bills are kept, to be entered by hand, and read from ${renewsOn}, or at once after an upgrade on /pricing.`,
    });

    // The upload still takes the drop, and says so with it.
    const drop = await api.post(`${BILLS}/upload`, owner.idToken, {
      company_id: company._id,
      files: [{ file_name: 'more.pdf', content_type: 'application/pdf', size: 2048 }],
    });
    expect(drop.status).toBe(201);
    expect(dataOf<{ notice: string | null }>(drop).notice).toBe((await allowanceOf(owner, company._id)).message);

    // The bill refused stays: entered by hand, it becomes the purchase.
    const supplier = await addLedger(owner, company._id, {
      name: 'Verma Medical Stores',
      parent: 'Creditors',
      tin: SAMPLE_COMPANY.gstin ?? undefined,
    });
    const product = await addProduct(
      owner,
      productBody(company._id, { stock_item_name: 'Cough Syrup 100 ml', hsn_code: '30049011', tax_rate: '12' }),
    );
    const byHand = await api.post(`${BILLS}/${over._id}/purchase`, owner.idToken, {
      company_id: company._id,
      voucher_type: 'Purchase',
      date: indianDate(),
      voucher_number: 'SI/BY-HAND/1',
      party_name_id: supplier._id,
      items: [{ item_id: product._id, quantity: '2', rate: '95.50' }],
    });
    expect(byHand.status).toBe(201);
    expect(dataOf<{ bill: Bill }>(byHand).bill).toMatchObject({ status: 'posted', draft: null });

    // Upgraded, the other bill refused is read at once.
    await setPlan(owner, 'professional', 'active', { period: 30 * DAY_MS });
    expect(await allowanceOf(owner, company._id)).toMatchObject({
      plan_label: 'Professional',
      pages_allowed: 50,
      pages_left: 25,
    });
    const retried = await api.post(`${BILLS}/${atTheEdge._id}/retry`, owner.idToken, { company_id: company._id });
    expect(retried.status).toBe(200);
    expect(await billWhenRead(owner, company._id, atTheEdge._id)).toMatchObject({
      status: 'ready',
      pages: 3,
      readings: 1,
    });
    expect((await allowanceOf(owner, company._id)).pages_used).toBe(28);
  }, 120_000);

  it('counts mailed bills too: every bill kept is read through the same start', async () => {
    const mailer = await signUpUser();
    const mailed = await companyOf(mailer, 'tax off');
    const billId = newBillId();
    const key = billFileKey(mailed._id, billId, 'application/pdf');
    const bytes = await invoicePages(3);
    await storeBillFile(key, bytes, 'application/pdf');
    await keepBill({
      bill_id: billId,
      company_id: mailed._id,
      source: 'email',
      file_key: key,
      file_name: 'SI-0101.pdf',
      media_type: 'application/pdf',
      size: bytes.length,
      sender: 'accounts@verma.example.in',
      subject: 'November bills',
      user_id: mailer.sub,
      status: 'queued',
    });
    expect(await billWhenRead(mailer, mailed._id, billId)).toMatchObject({
      status: 'ready',
      source: 'email',
      pages: 3,
    });
    expect(await allowanceOf(mailer, mailed._id)).toMatchObject({ pages_used: 3, pages_left: 22 });
  });
});

describe('the caps on a file, a bill and a drop (issue 31)', () => {
  let owner: TestUser;
  let company: Company;

  beforeAll(async () => {
    owner = await signUpUser();
    company = await companyOf(owner, 'tax off');
  });

  it('does not read a file of more than 10 pages, and counts nothing for it', async () => {
    const bill = await readPdf(owner, company._id, await blankPages(11), 'catalogue.pdf');
    expect(bill).toMatchObject({
      status: 'failed',
      readings: 0,
      failure:
        'This bill has 11 pages; bills of up to 10 pages are read. The bill is kept: enter it by hand, or upload its pages in parts.',
    });
    expect((await allowanceOf(owner, company._id)).pages_used).toBe(0);
  });

  it('reads a bill at most 3 times; a reading that fails gives its pages back', async () => {
    const torn = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Pages /Count 2 >> endobj\nnot really a PDF\n%%EOF\n');
    const bill = await readPdf(owner, company._id, torn, 'torn.pdf');
    expect(bill).toMatchObject({ status: 'failed', readings: 1, failure: 'This file could not be read as a bill' });
    for (const reading of [2, 3]) {
      const retried = await api.post(`${BILLS}/${bill._id}/retry`, owner.idToken, { company_id: company._id });
      expect(retried.status).toBe(200);
      expect(await billWhenRead(owner, company._id, bill._id)).toMatchObject({ status: 'failed', readings: reading });
    }
    const fourth = await api.post(`${BILLS}/${bill._id}/retry`, owner.idToken, { company_id: company._id });
    expect(fourth.status).toBe(409);
    expect(fourth.body.message).toBe(
      'This bill has been read 3 times, the most one bill is read. The bill is kept: enter it by hand.',
    );
    expect(dataOf<Bill>(await getBill(owner, company._id, bill._id))).toMatchObject({ status: 'failed', readings: 3 });
    expect((await allowanceOf(owner, company._id)).pages_used).toBe(0);
  });

  it('counts a reading whose reader died once, when it is read again', async () => {
    const mailer = await signUpUser();
    const mine = await companyOf(mailer, 'tax off');
    const billId = newBillId();
    const key = billFileKey(mine._id, billId, 'application/pdf');
    const bytes = await invoicePages(3);
    await storeBillFile(key, bytes, 'application/pdf');
    const kept = await createBillRecord({
      bill_id: billId,
      company_id: mine._id,
      source: 'upload',
      file_key: key,
      file_name: 'stuck.pdf',
      media_type: 'application/pdf',
      size: bytes.length,
      sender: null,
      subject: null,
      user_id: mailer.sub,
      status: 'queued',
    });
    // A reading started (its 3 pages counted) 11 minutes ago, and its reader died.
    const started = new Date(Date.now() - 11 * 60_000).toISOString();
    await transact([
      setVersionedFields(
        billKey(mine._id, billId),
        { status: 'reading', pages: 3, readings: 1, updated_at: started },
        kept.version,
        () => new Error('changed'),
      ),
      addPages(mailer.sub, countedMonth({ updated_at: started }), 3),
    ]);
    expect((await allowanceOf(mailer, mine._id)).pages_used).toBe(3);
    const retried = await api.post(`${BILLS}/${billId}/retry`, mailer.idToken, { company_id: mine._id });
    expect(retried.status).toBe(200);
    expect(await billWhenRead(mailer, mine._id, billId)).toMatchObject({ status: 'ready', pages: 3, readings: 2 });
    expect((await allowanceOf(mailer, mine._id)).pages_used).toBe(3);
  });

  it('takes at most 20 files in one drop, checked on the server too', async () => {
    const files = (count: number) =>
      Array.from({ length: count }, (_, i) => ({
        file_name: `bill-${i}.pdf`,
        content_type: 'application/pdf',
        size: 4096,
      }));
    const tooMany = await api.post(`${BILLS}/upload`, owner.idToken, { company_id: company._id, files: files(21) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/At most 20 bills at a time\./);
    const twenty = await api.post(`${BILLS}/upload`, owner.idToken, { company_id: company._id, files: files(20) });
    expect(twenty.status).toBe(201);
    const { uploads } = dataOf<{ uploads: { key: string }[] }>(twenty);
    expect(uploads).toHaveLength(20);
    expect(new Set(uploads.map((upload) => upload.key)).size).toBe(20);
  });
});
