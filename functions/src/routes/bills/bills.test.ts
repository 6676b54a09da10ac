import { beforeAll, describe, expect, it } from 'vitest';
import type { Bill } from '@app/shared/bills/bill-record';
import type { Voucher } from '@app/shared/books/voucher-docs';
import type { Ledger } from '@app/shared/books/ledger-docs';
import type { Product } from '@app/shared/catalogue/product-docs';
import type { Company } from '@app/shared/companies';
import type { Notification } from '@app/shared/notifications';
import { indianDate } from '@app/shared/financial-year';
import { SAMPLE_COMPANY } from '#lib/print/sample-documents';
import {
  BILLS,
  billWhenRead,
  getBill,
  listBills,
  sendBill,
  supplierInvoicePdf,
  uploadBillFile,
} from '../../../test/bills';
import { addLedger } from '../../../test/books';
import { addProduct, productBody } from '../../../test/catalogue';
import { api, companyInput, dataOf, EXE_BYTES } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';

/** The buyer of the sample invoice: Sharma Medical Hall, Maharashtra, as printed on it. */
const BUYER_GSTIN = '27AAGCS2288K1ZV';

describe('bills read by AI, reviewed and posted as purchases', () => {
  let owner: TestUser;
  let company: Company;
  let supplier: Ledger;
  let products: Product[];

  beforeAll(async () => {
    owner = await signUpUser();
    company = dataOf<Company>(
      await api.post(
        '/api/v1/user/create/company',
        owner.idToken,
        companyInput({ name: 'Sharma Medical Hall', tin: BUYER_GSTIN }),
      ),
    );
    supplier = await addLedger(owner, company._id, {
      name: 'Verma Medical Stores Pvt Ltd',
      parent: 'Creditors',
      tin: SAMPLE_COMPANY.gstin ?? undefined,
    });
    products = await Promise.all(
      [
        { stock_item_name: 'Paracetamol 500 mg (strip of 10)', unit: 'PAC', hsn_code: '30049099', tax_rate: '12' },
        { stock_item_name: 'Cough Syrup 100 ml', unit: 'BTL', hsn_code: '30049011', tax_rate: '12' },
        { stock_item_name: 'Hand Sanitizer 500 ml', unit: 'BTL', hsn_code: '38089400', tax_rate: '18' },
      ].map((fields) => addProduct(owner, productBody(company._id, { ...fields, opening_balance: '0' }))),
    );
  });

  /** What the review page sends for a draft whose supplier and lines all matched. */
  const purchaseFrom = (bill: Bill) => ({
    company_id: company._id,
    voucher_type: 'Purchase',
    date: indianDate(),
    voucher_number: bill.draft?.bill_number?.value,
    party_name_id: bill.supplier_match?._id,
    items: (bill.draft?.lines ?? []).map((line, index) => ({
      item_id: bill.line_matches[index]?._id,
      quantity: String(line.quantity?.value ?? 1),
      rate: String(line.rate?.value ?? line.amount.value),
      tax_rate: line.tax_rate?.value,
    })),
  });

  it('reads an uploaded PDF into a draft matched to the supplier and products, and posts it once on Create purchase', async () => {
    const { voucher, bytes } = await supplierInvoicePdf('SI/26-27/0042');
    const sent = await sendBill(owner, company._id, bytes, 'application/pdf', 'verma-0042.pdf');
    expect(sent.status).toBe(201);
    const queued = dataOf<Bill>(sent);
    expect(queued).toMatchObject({ status: 'queued', source: 'upload', file_name: 'verma-0042.pdf' });

    const ready = await billWhenRead(owner, company._id, queued._id);
    expect(ready).toMatchObject({
      status: 'ready',
      read_by: 'pdf-text',
      failure: null,
      supplier_match: { _id: supplier._id, by: 'gstin' },
      draft: {
        supplier_gstin: { value: SAMPLE_COMPANY.gstin },
        bill_number: { value: 'SI/26-27/0042' },
        bill_date: { value: voucher.date },
        grand_total: { value: voucher.grand_total / 100 },
      },
      problems: [],
    });
    expect(ready.line_matches.map((match) => match?._id)).toEqual(products.map((product) => product._id));
    expect(ready.file_url).toMatch(/^http/);
    const file = await fetch(ready.file_url ?? '');
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);

    const bell = dataOf<{ docs: Notification[] }>(await api.get('/api/v1/user/notifications', owner.idToken)).docs;
    expect(bell.map((notice) => notice.title)).toContain('Bill ready for review');

    const posted = await api.post(`${BILLS}/${ready._id}/purchase`, owner.idToken, purchaseFrom(ready));
    expect(posted.status).toBe(201);
    const { bill, voucher: purchase } = dataOf<{ bill: Bill; voucher: Voucher }>(posted);
    expect(bill).toMatchObject({ status: 'posted', voucher_id: purchase._id, voucher_number: 'SI/26-27/0042' });
    expect(purchase).toMatchObject({ voucher_type: 'Purchase', party_name_id: supplier._id });

    // A second click gives the same purchase; nothing is posted twice.
    const again = await api.post(`${BILLS}/${ready._id}/purchase`, owner.idToken, purchaseFrom(ready));
    expect(again.status).toBe(200);
    expect(dataOf<{ voucher: Voucher }>(again).voucher._id).toBe(purchase._id);

    // Stock came in and the supplier is owed the bill's total.
    const paracetamol = dataOf<Product[]>(
      await api.get(`/api/v1/product/get/product/${products[0]?._id ?? ''}?company_id=${company._id}`, owner.idToken),
    )[0];
    expect(paracetamol?.current_stock).toBe(voucher.lines[0] ? voucher.lines[0].quantity / 1000 : NaN);
    const [owed] = dataOf<Ledger[]>(
      await api.get(`/api/v1/ledger/view/${supplier._id}?company_id=${company._id}`, owner.idToken),
    );
    // The purchase built from the draft comes to the bill's own printed total.
    expect(purchase.grand_total).toBe(voucher.grand_total / 100);
    expect(owed).toMatchObject({ closing_balance: voucher.grand_total / 100 });

    // The same supplier's bill number again is refused, with the engine's words.
    const copy = dataOf<Bill>(await sendBill(owner, company._id, bytes, 'application/pdf', 'verma-0042-copy.pdf'));
    const copyRead = await billWhenRead(owner, company._id, copy._id);
    const duplicate = await api.post(`${BILLS}/${copyRead._id}/purchase`, owner.idToken, purchaseFrom(copyRead));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toMatch(/Bill number SI\/26-27\/0042 is already recorded for Verma Medical Stores/);
    expect(dataOf<Bill>(await getBill(owner, company._id, copyRead._id)).status).toBe('ready');
  });

  it('refuses a file that is not a bill by its bytes, and keeps nothing of it', async () => {
    const key = await uploadBillFile(owner, company._id, EXE_BYTES, 'application/pdf');
    const refused = await api.post('/api/v1/extraction/file/upload', owner.idToken, { company_id: company._id, key });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('A bill must be a PDF, PNG, JPEG or WebP file.');
    const again = await api.post('/api/v1/extraction/file/upload', owner.idToken, { company_id: company._id, key });
    expect(again.body.message).toBe('Unknown file: upload it first');
    const tooBig = await api.post(`${BILLS}/upload`, owner.idToken, {
      company_id: company._id,
      files: [{ file_name: 'scan.pdf', content_type: 'application/pdf', size: 11 * 1024 * 1024 }],
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toMatch(/A bill must be at most 10 MB/);
  });

  it('fails a PDF that cannot be read, with the reason; it can be retried and discarded', async () => {
    const broken = Buffer.from('%PDF-1.7\nthis is not really a PDF\n%%EOF\n');
    const bill = dataOf<Bill>(await sendBill(owner, company._id, broken, 'application/pdf', 'torn.pdf'));
    const failed = await billWhenRead(owner, company._id, bill._id);
    expect(failed).toMatchObject({ status: 'failed', failure: 'This file could not be read as a bill', draft: null });

    const retried = await api.post(`${BILLS}/${bill._id}/retry`, owner.idToken, { company_id: company._id });
    expect(retried.status).toBe(200);
    expect(dataOf<Bill>(retried).status).toBe('queued');
    expect((await billWhenRead(owner, company._id, bill._id)).status).toBe('failed');

    const discarded = await api.delete(`${BILLS}/${bill._id}?company_id=${company._id}`, owner.idToken);
    expect(discarded.status).toBe(200);
    expect((await getBill(owner, company._id, bill._id)).status).toBe(404);
    expect((await listBills(owner, company._id)).map((one) => one._id)).not.toContain(bill._id);
  });

  it('posts a bill that was not read as the purchase entered by hand beside it (issue 31)', async () => {
    const broken = Buffer.from('%PDF-1.7\nthis is not really a PDF either\n%%EOF\n');
    const bill = dataOf<Bill>(await sendBill(owner, company._id, broken, 'application/pdf', 'smudged.pdf'));
    expect((await billWhenRead(owner, company._id, bill._id)).status).toBe('failed');
    const byHand = await api.post(`${BILLS}/${bill._id}/purchase`, owner.idToken, {
      company_id: company._id,
      voucher_type: 'Purchase',
      date: indianDate(),
      voucher_number: 'X-1',
      party_name_id: supplier._id,
      items: [{ item_id: products[0]?._id, quantity: '1', rate: '10' }],
    });
    expect(byHand.status).toBe(201);
    const { bill: posted, voucher } = dataOf<{ bill: Bill; voucher: Voucher }>(byHand);
    expect(posted).toMatchObject({ status: 'posted', voucher_id: voucher._id, draft: null });
    expect(voucher).toMatchObject({ voucher_type: 'Purchase', voucher_number: 'X-1' });
  });

  it("shows another company's bills to nobody else: 404 for every bill route", async () => {
    const { bytes } = await supplierInvoicePdf('SI/26-27/0077');
    const bill = dataOf<Bill>(await sendBill(owner, company._id, bytes, 'application/pdf', 'verma-0077.pdf'));
    const stranger = await signUpUser();
    const theirs = dataOf<Company>(await api.post('/api/v1/user/create/company', stranger.idToken, companyInput()));
    const asStranger = [
      await getBill(stranger, company._id, bill._id),
      await api.post(`${BILLS}/${bill._id}/retry`, stranger.idToken, { company_id: company._id }),
      await api.delete(`${BILLS}/${bill._id}?company_id=${company._id}`, stranger.idToken),
      await api.get(`${BILLS}?company_id=${company._id}`, stranger.idToken),
    ];
    expect(asStranger.map((response) => response.status)).toEqual([404, 404, 404, 404]);
    // In their own company, the owner's bill id is not found and the owner's file is not theirs.
    expect((await getBill(stranger, theirs._id, bill._id)).status).toBe(404);
    const key = `bills/${company._id}/${bill._id}.pdf`;
    const borrowed = await api.post('/api/v1/extraction/file/upload', stranger.idToken, {
      company_id: theirs._id,
      key,
    });
    expect(borrowed.status).toBe(400);
    expect((await billWhenRead(owner, company._id, bill._id)).status).toBe('ready');
  });
});
