import { beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '@app/shared/companies';
import {
  LINK_MESSAGES,
  type CreatedInvoiceLink,
  type InvoiceLink,
  type PublicInvoice,
} from '@app/shared/sharing/invoice-link-docs';
import { openInvoiceLink } from '#lib/sharing/invoice-links';
import { addLedger } from '../../../test/books';
import { addProduct, productBody } from '../../../test/catalogue';
import { callLocalApi, fetchLocalBytes } from '../../../test/api';
import { api, companyInput, dataOf } from '../../../test/fixtures';
import { pdfPages } from '../../../test/pdf';
import { signUpUser, type TestUser } from '../../../test/users';
import { invoiceBody, ledgerIdByName, postVoucher, transactionBody } from '../../../test/vouchers';

/** The public page's answer, asked with no sign-in at all. */
const openAsAnyone = (token: string) => callLocalApi(`/api/v1/public/invoice-links/${token}`);

/**
 * Issue 37: an invoice shared by a link: anyone holding it sees the invoice and pays the amount
 * due by UPI, each view is logged, and a withdrawn or expired link opens nothing.
 */
describe('shared invoice links', () => {
  let user: TestUser;
  let company: Company;
  let customerId = '';
  let productId = '';
  const sale = (quantity: number) =>
    postVoucher(
      user,
      invoiceBody(company._id, 'Sales', customerId, [{ item_id: productId, quantity, rate: '100.00', tax_rate: 12 }]),
    );
  const share = async (voucherId: string, days?: number) => {
    const answer = await api.post(`/api/v1/invoices/${voucherId}/links`, user.idToken, {
      company_id: company._id,
      ...(days ? { days } : {}),
    });
    expect([answer.status, answer.body.message]).toEqual([201, LINK_MESSAGES.created]);
    return dataOf<CreatedInvoiceLink>(answer);
  };
  const linksOf = async (voucherId: string) =>
    dataOf<InvoiceLink[]>(await api.get(`/api/v1/invoices/${voucherId}/links?company_id=${company._id}`, user.idToken));

  beforeAll(async () => {
    user = await signUpUser();
    const input = companyInput({
      name: 'Verma Medical Stores',
      tin: '27AAPFU0939F1ZV',
      address_1: 'Shop 3, Shivaji Market, Laxmi Road',
      address_2: 'Pune',
      pinCode: '411030',
      upi_id: 'vermamedical@okhdfcbank',
    });
    company = dataOf<Company>(await api.post('/api/v1/user/create/company', user.idToken, input));
    customerId = (await addLedger(user, company._id, { name: 'Sharma Medical Hall', tin: '27AAGCS2288K1ZV' }))._id;
    productId = (await addProduct(user, productBody(company._id, { stock_item_name: 'Crocin 500 mg' })))._id;
  });

  it('opens the invoice to anyone with the link, with a UPI payment for what is due', async () => {
    const invoice = await sale(10);
    const link = await share(invoice._id);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const opened = await openAsAnyone(link.token);
    expect(opened.status).toBe(200);
    const page = dataOf<PublicInvoice>(opened);
    expect(Date.parse(page.expires_at) - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(page.seller).toEqual({
      name: 'Verma Medical Stores',
      address: ['Shop 3, Shivaji Market, Laxmi Road', 'Pune', 'Maharashtra - 411030'],
      gstin: '27AAPFU0939F1ZV',
      phone: null,
      email: null,
    });
    expect(page.invoice).toMatchObject({
      number: invoice.voucher_number,
      buyer: 'Sharma Medical Hall',
      taxable: 1000,
      tax: 120,
      grand_total: 1120,
      balance_due: 1120,
      status: 'unpaid',
      lines: [
        { name: 'Crocin 500 mg', quantity: 10, unit: 'TBS', rate: 100, taxable: 1000, tax_rate: 12, total: 1120 },
      ],
    });
    const number = encodeURIComponent(invoice.voucher_number);
    expect(page.upi).toEqual({
      uri: `upi://pay?pa=vermamedical%40okhdfcbank&pn=Verma%20Medical%20Stores&tr=${number}&tn=Invoice%20${number}&am=1120.00&cu=INR`,
      vpa: 'vermamedical@okhdfcbank',
      amount: 1120,
    });
    expect(JSON.stringify(page)).not.toContain(company._id);
  });

  it('logs every view on the link', async () => {
    const invoice = await sale(2);
    const link = await share(invoice._id);
    expect((await linksOf(invoice._id))[0]).toMatchObject({ id: link.id, views: 0, last_viewed_at: null });
    await openAsAnyone(link.token);
    await openAsAnyone(link.token);
    const [listed] = await linksOf(invoice._id);
    expect(listed?.views).toBe(2);
    expect(listed?.last_viewed_at).not.toBeNull();
  });

  it('gives the PDF to anyone with the link', async () => {
    const invoice = await sale(3);
    const link = await share(invoice._id);
    const pdf = await fetchLocalBytes(`/api/v1/public/invoice-links/${link.token}/pdf`, '');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdfPages(pdf.bytes))[0]).toContain(invoice.voucher_number);
  });

  it('opens nothing once withdrawn, nor once expired', async () => {
    const invoice = await sale(4);
    const link = await share(invoice._id, 7);
    const withdrawn = await api.delete(
      `/api/v1/invoices/${invoice._id}/links?company_id=${company._id}&link_id=${link.id}`,
      user.idToken,
    );
    expect([withdrawn.status, withdrawn.body.message]).toEqual([200, LINK_MESSAGES.revoked]);
    const gone = await openAsAnyone(link.token);
    expect([gone.status, gone.body.message]).toEqual([404, LINK_MESSAGES.gone]);
    expect((await fetchLocalBytes(`/api/v1/public/invoice-links/${link.token}/pdf`, '')).status).toBe(404);

    const fresh = await share(invoice._id, 7);
    expect(await openInvoiceLink(fresh.token, new Date(Date.now() + 8 * 86_400_000))).toBeUndefined();
    expect((await openAsAnyone(fresh.token)).status).toBe(200);
    expect((await openAsAnyone('A'.repeat(43))).status).toBe(404);
  });

  it('offers no UPI payment once the invoice is paid', async () => {
    const invoice = await sale(5);
    const cash = await ledgerIdByName(user, company._id, 'Cash');
    await postVoucher(
      user,
      transactionBody(company._id, 'Receipt', customerId, cash, 560, {
        settles: [{ voucher_id: invoice._id, amount: '560.00' }],
      }),
    );
    const link = await share(invoice._id);
    const page = dataOf<PublicInvoice>(await openAsAnyone(link.token));
    expect(page.invoice).toMatchObject({ status: 'paid', balance_due: 0 });
    expect(page.upi).toBeNull();
  });

  it('shares only active sales invoices, and only the company’s own', async () => {
    const supplier = await addLedger(user, company._id, {
      name: 'Cipla Distributors',
      parent: 'Creditors',
      tin: '27AAGCS2288K1ZV',
    });
    const bill = await postVoucher(
      user,
      invoiceBody(company._id, 'Purchase', supplier._id, [{ item_id: productId, quantity: 1, rate: '50.00' }], {
        voucher_number: 'CPL-0042',
      }),
    );
    const refused = await api.post(`/api/v1/invoices/${bill._id}/links`, user.idToken, { company_id: company._id });
    expect([refused.status, refused.body.message]).toEqual([400, LINK_MESSAGES.notShareable]);
    const stranger = await signUpUser();
    const invoice = await sale(1);
    const foreign = await api.post(`/api/v1/invoices/${invoice._id}/links`, stranger.idToken, {
      company_id: company._id,
    });
    expect(foreign.status).toBe(404);
  });
});
