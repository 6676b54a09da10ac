import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { expiryLabel } from '@app/shared/catalogue/batches';
import type { Company } from '@app/shared/companies';
import { indianDate } from '@app/shared/financial-year';
import { printFileName } from '@app/shared/print/print-files';
import { printedDate } from '#lib/print/document-parts';
import { PHARMACY_PARTIES, addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
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

/**
 * Drugs and Cosmetics Rules, rule 65: a pharmacy's invoice names the batch and expiry of each line
 * (design step 12). Design 5.2 through the API, moved to today: P2401 (77 days to expiry, MRP
 * 3.00) 100 and P2407 (380 days, no MRP) 200 bought; a sale of 130 that names no batch is split
 * first-expiry-first-out into P2401 100 and P2407 30, and each printed line says which batch.
 */
describe('printing batch-tracked lines', () => {
  const today = indianDate();
  const inDays = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const [p2401, p2407] = [expiryLabel(inDays(77)), expiryLabel(inDays(380))];
  let owner: TestUser;
  let company: Company;
  let purchase: Voucher;
  let sale: Voucher;

  beforeAll(async () => {
    owner = await signUpUser();
    company = await companyOf(owner, 'tax on');
    const [chemist, distributor] = await Promise.all([
      addLedger(owner, company._id, PHARMACY_PARTIES.chemist),
      addLedger(owner, company._id, PHARMACY_PARTIES.distributor),
    ]);
    const [paracetamol, bandage] = await Promise.all([
      addProduct(
        owner,
        productBody(company._id, {
          stock_item_name: 'Paracetamol 500 mg (strip of 10)',
          opening_balance: '0',
          opening_rate: '0',
          batch_tracked: true,
        }),
      ),
      addProduct(
        owner,
        productBody(company._id, { stock_item_name: 'Cotton Bandage 10 cm', unit: 'ROL', hsn_code: '30059090' }),
      ),
    ]);
    purchase = await postVoucher(
      owner,
      invoiceBody(company._id, 'Purchase', distributor._id, [], {
        items: [
          {
            item_id: paracetamol._id,
            quantity: 100,
            rate: '1.5',
            batch_number: 'P2401',
            batch_expiry: inDays(77),
            batch_mrp: '3',
          },
          { item_id: paracetamol._id, quantity: 200, rate: '1.6', batch_number: 'P2407', batch_expiry: inDays(380) },
        ],
      }),
    );
    sale = await postVoucher(
      owner,
      invoiceBody(company._id, 'Sales', chemist._id, [
        { item_id: paracetamol._id, quantity: 130, rate: '2.5' },
        { item_id: bandage._id, quantity: 2, rate: '35' },
      ]),
    );
  });

  it('prints the batch, expiry and MRP of each line of a sale under the item, and nothing under other items', async () => {
    expect(sale.grand_total).toBe(442);
    const response = await print(owner, `${PRINT}/vouchar/tax`, sale._id, company._id);
    expect(response.status).toBe(200);
    const pages = await pdfPages(response.bytes);
    const [text = ''] = pages;
    expect(pages).toHaveLength(1);
    expect(text).toContain(
      [
        '1 Paracetamol 500 mg (strip of 10)',
        `Batch P2401 · Exp ${p2401} · MRP ₹3.00`,
        '30049099 100 TBS 2.50 250.00 6% 15.00 6% 15.00 280.00',
        '2 Paracetamol 500 mg (strip of 10)',
        `Batch P2407 · Exp ${p2407}`,
        '30049099 30 TBS 2.50 75.00 6% 4.50 6% 4.50 84.00',
        '3 Cotton Bandage 10 cm 30059090 2 ROL 35.00 70.00 6% 4.20 6% 4.20 78.40',
      ].join('\n'),
    );
    expect(text.match(/Batch /g)).toHaveLength(2);
    for (const field of ['Tax Invoice', sale.voucher_number, 'Sharma Medical Hall', '₹442.00']) {
      expect(text).toContain(field);
    }
  });

  it('prints the batches bought on the purchase bill', async () => {
    const response = await print(owner, `${PRINT}/vouchar`, purchase._id, company._id);
    expect(response.status).toBe(200);
    const [text = ''] = await pdfPages(response.bytes);
    expect(text).toContain('Purchase Bill');
    expect(text).toContain(`Batch P2401 · Exp ${p2401} · MRP ₹3.00`);
    expect(text).toContain(`Batch P2407 · Exp ${p2407}\n`);
  });
});
