import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Voucher } from '@app/shared/books/voucher-docs';
import type { Company } from '@app/shared/companies';
import { indianDate } from '@app/shared/financial-year';
import { printFileName } from '@app/shared/print/print-files';
import { printedDate } from '#lib/print/document-parts';
import { addLedger } from '../../../test/books';
import { addProduct, productBody } from '../../../test/catalogue';
import { fetchLocalBytes } from '../../../test/api';
import { PNG_BYTES, api, companyInput, dataOf, uploadImage } from '../../../test/fixtures';
import { pdfPages } from '../../../test/pdf';
import { signUpUser, type TestUser } from '../../../test/users';
import { invoiceBody, ledgerIdByName, postVoucher, transactionBody } from '../../../test/vouchers';

const PRINT = '/api/v1/invoices/print';
const ROUTES = [`${PRINT}/vouchar`, `${PRINT}/vouchar/tax`, `${PRINT}/vouchar/receipt`, `${PRINT}/vouchar/payment`];

const print = (user: TestUser, route: string, voucherId: string, companyId: string) =>
  fetchLocalBytes(`${route}?vouchar_id=${encodeURIComponent(voucherId)}&company_id=${companyId}`, user.idToken);

const asText = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

/** A real 48 x 48 PNG logo (a teal square). */
function squarePng() {
  const png = new PNG({ width: 48, height: 48 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([15, 118, 110, 255], i);
  return PNG.sync.write(png);
}

describe('print routes', () => {
  let owner: TestUser;
  let stranger: TestUser;
  let company: Company;
  let strangersCompany: Company;
  let sale: Voucher;
  let receipt: Voucher;
  let note: Voucher;

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([signUpUser(), signUpUser()]);
    const logo = await uploadImage(owner.idToken, squarePng());
    company = dataOf<Company>(
      await api.post(
        '/api/v1/user/create/company',
        owner.idToken,
        companyInput({ tin: '27AAPFU0939F1ZV', image: logo, account_number: '50200012345678', bank_name: 'HDFC Bank' }),
      ),
    );
    strangersCompany = dataOf<Company>(await api.post('/api/v1/user/create/company', stranger.idToken, companyInput()));
    const customer = await addLedger(owner, company._id, {
      name: 'Bengaluru Health Mart',
      mailing_state: 'Karnataka',
      tin: '29AAGCB7383J1Z4',
    });
    const syrup = await addProduct(
      owner,
      productBody(company._id, { stock_item_name: 'Cough Syrup 100 ml', unit: 'BTL' }),
    );
    sale = await postVoucher(
      owner,
      invoiceBody(company._id, 'Sales', customer._id, [{ item_id: syrup._id, quantity: 1000, rate: '100.00' }]),
    );
    const cash = await ledgerIdByName(owner, company._id, 'Cash');
    receipt = await postVoucher(owner, transactionBody(company._id, 'Receipt', customer._id, cash, 12500.5));
    // Issue 18: 2 of the 1000 bottles come back, 200.00 + IGST 12% 24.00.
    note = await postVoucher(owner, {
      company_id: company._id,
      voucher_type: 'Credit Note',
      date: indianDate(),
      party_name_id: customer._id,
      original_voucher_id: sale._id,
      reason: 'Sales Return',
      items: [{ original_line: 0, quantity: 2 }],
    });
  });

  it('prints a sales invoice as a PDF from every print route, named by its number, logo embedded', async () => {
    for (const route of ROUTES) {
      const response = await print(owner, route, sale._id, company._id);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(
        `inline; filename="${printFileName(sale.voucher_number)}"`,
      );
      expect(asText(response.bytes.slice(0, 5))).toBe('%PDF-');
      expect(asText(response.bytes)).toContain('/Subtype /Image');
      const [text = ''] = await pdfPages(response.bytes);
      // GST.md's oracle through the API: 1000 x 100.00 at 12% inter-state is 1,12,000.00 with IGST.
      for (const field of [
        'Tax Invoice',
        sale.voucher_number,
        'Bengaluru Health Mart',
        'Karnataka (29)',
        'IGST',
        '₹1,12,000.00',
        'Rupees One Lakh Twelve Thousand Only',
        'HDFC Bank',
      ]) {
        expect(text).toContain(field);
      }
    }
  });

  it('prints a credit note in the invoice layout from every print route, with the invoice it is against', async () => {
    expect(note.voucher_number).toMatch(/^CN\/\d\d-\d\d\/0001$/);
    for (const route of ROUTES) {
      const response = await print(owner, route, note._id, company._id);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `inline; filename="${note.voucher_number.replaceAll('/', '-')}_Hisaab.pdf"`,
      );
      const [text = ''] = await pdfPages(response.bytes);
      for (const field of [
        'Credit Note',
        'Note No.',
        note.voucher_number,
        'Against Invoice',
        `${sale.voucher_number} dated ${printedDate(sale.date)}`,
        'Reason',
        'Sales Return',
        'Bengaluru Health Mart',
        'GSTIN: 29AAGCB7383J1Z4',
        'Karnataka (29)',
        'Cough Syrup 100 ml',
        'IGST',
        '₹224.00',
        'Rupees Two Hundred Twenty Four Only',
        'Authorised Signatory',
      ]) {
        expect(text).toContain(field);
      }
      expect(text).not.toMatch(/Tax Invoice|Received From|Bank Details|HDFC Bank|Goods once sold/);
    }
  });

  it('prints a receipt as a voucher with its amount in words', async () => {
    const response = await print(owner, `${PRINT}/vouchar/receipt`, receipt._id, company._id);
    expect(response.status).toBe(200);
    const [text = ''] = await pdfPages(response.bytes);
    for (const field of [
      'Receipt Voucher',
      receipt.voucher_number,
      'Received From',
      'Bengaluru Health Mart',
      'Cash',
      '₹12,500.50',
      'Rupees Twelve Thousand Five Hundred and Fifty Paise Only',
    ]) {
      expect(text).toContain(field);
    }
  });

  it("answers 404 to another user's voucher from every print route, and 400 without a voucher id", async () => {
    for (const route of ROUTES) {
      const throughOwnCompany = await print(stranger, route, sale._id, strangersCompany._id);
      expect([throughOwnCompany.status, JSON.parse(asText(throughOwnCompany.bytes))]).toEqual([
        404,
        { success: false, message: 'Voucher not found' },
      ]);
      expect((await print(stranger, route, sale._id, company._id)).status).toBe(404);
      expect((await print(owner, route, 'no-such-voucher', company._id)).status).toBe(404);
      const missing = await fetchLocalBytes(`${route}?company_id=${company._id}`, owner.idToken);
      expect(missing.status).toBe(400);
    }
  });

  it('still prints when the logo passed the upload check but cannot be decoded', async () => {
    const broken = await uploadImage(owner.idToken, PNG_BYTES);
    const updated = await api.put(`/api/v1/user/update/company/${company._id}`, owner.idToken, {
      ...companyInput({ tin: '27AAPFU0939F1ZV' }),
      image: broken,
    });
    expect(updated.status).toBe(200);
    const response = await print(owner, `${PRINT}/vouchar/tax`, sale._id, company._id);
    expect(response.status).toBe(200);
    expect(asText(response.bytes)).not.toContain('/Subtype /Image');
  });

  it('prints the sample template of /xyz: a tax invoice of 28 rows', async () => {
    const response = await fetchLocalBytes(`${PRINT}/sample`, owner.idToken);
    expect(response.status).toBe(200);
    const text = (await pdfPages(response.bytes)).join('\n');
    expect(text).toContain('Tax Invoice');
    expect(text).toMatch(/\b28 Digital Thermometer/);
    expect(text).not.toMatch(/\b29 [A-Z]/);
  });
});
