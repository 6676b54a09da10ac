import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TaxInvoiceView } from '@app/shared/billing/tax-invoice';
import { financialYearOf, indianDate } from '@app/shared/financial-year';
import { razorpay } from '#lib/billing/razorpay-client';
import { issueTaxInvoice } from '#lib/billing/tax-invoices';
import { LOCAL_RAZORPAY } from '../../../../infra/local/razorpay-local';
import { fetchLocalBytes } from '../../../test/api';
import { buyPlan, renew, webhooksDelivered } from '../../../test/checkout';
import { api, dataOf } from '../../../test/fixtures';
import { pdfPages } from '../../../test/pdf';
import { deliverRazorpay } from '../../../test/razorpay';
import { signUpUser, type TestUser } from '../../../test/users';

/**
 * Issue 31: Hisaab's own GST tax invoice for each payment of a plan, issued once per payment
 * (Checkout's answer or the webhook, whichever comes first), numbered without gaps per financial
 * year, listed and downloadable from Settings. Payments are made on the local Razorpay.
 */
const INVOICES = '/api/v1/billing/invoices';
const DETAILS = '/api/v1/billing/details';
const invoicesOf = async (user: TestUser) => dataOf<TaxInvoiceView[]>(await api.get(INVOICES, user.idToken));
const series = () => {
  const year = financialYearOf(indianDate());
  return `HSB/${String(year % 100).padStart(2, '0')}-${String((year + 1) % 100).padStart(2, '0')}/`;
};

describe('tax invoices for a plan', () => {
  it('issues one invoice per payment, whichever of Checkout and the webhook comes first, with CGST and SGST in our state', async () => {
    const user = await signUpUser();
    const { result } = await buyPlan(user, 'professional', 'monthly');
    // Checkout's answer has issued it already.
    const [first, ...others] = await invoicesOf(user);
    expect(others).toEqual([]);
    expect(first).toMatchObject({
      _id: result.razorpay_payment_id,
      taxable: 200,
      cgst: 18,
      sgst: 18,
      igst: 0,
      total: 236,
      place_of_supply: 'Karnataka (29)',
      recipient_gstin: null,
    });
    expect(first?.invoice_number).toMatch(new RegExp(`^${series().replace(/[/-]/g, '\\$&')}\\d{6}$`));
    expect(first?.description).toMatch(/^Hisaab Professional plan \(monthly\): \d+ \w+ \d{4} to \d+ \w+ \d{4}$/);
    // Razorpay's subscription.charged, and a copy of it under another event id: still one invoice.
    await webhooksDelivered();
    const charged = {
      entity: 'event',
      event: 'subscription.charged',
      created_at: Math.floor(Date.now() / 1000),
      payload: {
        subscription: { entity: await razorpay.fetchSubscription(result.razorpay_subscription_id) },
        payment: { entity: await razorpay.fetchPayment(result.razorpay_payment_id) },
      },
    };
    expect((await deliverRazorpay(charged)).status).toBe(200);
    expect((await invoicesOf(user)).map((invoice) => invoice.invoice_number)).toEqual([first?.invoice_number]);
  });

  it('charges IGST to a registered subscriber in another state, and names their GSTIN; each renewal is invoiced', async () => {
    const user = await signUpUser();
    const saved = await api.put(DETAILS, user.idToken, {
      legal_name: 'Verma Medical Stores',
      gstin: '27aapfu0939f1zv',
      address: 'Shop 4, Laxmi Road, Pune',
      state: 'Maharashtra',
    });
    expect(saved.status).toBe(200);
    expect(dataOf(await api.get(DETAILS, user.idToken))).toEqual({
      legal_name: 'Verma Medical Stores',
      gstin: '27AAPFU0939F1ZV',
      address: 'Shop 4, Laxmi Road, Pune',
      state: 'Maharashtra',
    });
    const { checkout } = await buyPlan(user, 'enterprise', 'yearly');
    await renew(checkout.subscription_id);
    const invoices = await invoicesOf(user);
    expect(invoices).toHaveLength(2);
    for (const invoice of invoices) {
      expect(invoice).toMatchObject({
        taxable: 3300,
        cgst: 0,
        sgst: 0,
        igst: 594,
        total: 3894,
        place_of_supply: 'Maharashtra (27)',
        recipient_gstin: '27AAPFU0939F1ZV',
      });
    }
    const [renewal, bought] = invoices;
    expect(renewal?.invoice_number.localeCompare(bought?.invoice_number ?? '')).toBe(1);
  });

  it('refuses billing details with a GSTIN that is not valid for the state, and keeps the old ones', async () => {
    const user = await signUpUser();
    const refused = await api.put(DETAILS, user.idToken, {
      legal_name: 'Verma Medical Stores',
      gstin: '27AAPFU0939F1ZV',
      address: '',
      state: 'Karnataka',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'gstin', message: 'TIN state code does not match the selected state' },
    ]);
    expect(dataOf(await api.get(DETAILS, user.idToken))).toEqual({ legal_name: '', gstin: '', address: '', state: '' });
  });

  it('downloads an invoice as a PDF to its subscriber, and to nobody else', async () => {
    const user = await signUpUser();
    const { result } = await buyPlan(user, 'starter', 'yearly');
    const [invoice] = await invoicesOf(user);
    const pdf = await fetchLocalBytes(`${INVOICES}/${result.razorpay_payment_id}/pdf`, user.idToken);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = ((await pdfPages(pdf.bytes))[0] ?? '').replace(/\s+/g, ' ');
    for (const field of [
      'Tax Invoice',
      invoice?.invoice_number ?? '-',
      'GSTIN: 29AAGCH4321K1ZG',
      '998315',
      'Karnataka (29)',
      '1,100.00',
      '₹1,298.00',
      'Rupees One Thousand Two Hundred Ninety Eight Only',
    ]) {
      expect(text).toContain(field);
    }
    const stranger = await signUpUser();
    const theirs = await api.get(`${INVOICES}/${result.razorpay_payment_id}/pdf`, stranger.idToken);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Invoice not found');
  });
});

describe('the series of invoice numbers', () => {
  it('numbers a financial year without gaps or repeats, even when payments are invoiced at once', async () => {
    const user = await signUpUser();
    const subscription = await razorpay.createSubscription({
      planId: LOCAL_RAZORPAY.plans.professional.monthly,
      period: 'monthly',
      notes: { user_id: user.sub },
    });
    // Payments dated in a financial year no other test touches (2031-32): its series is this test's alone.
    const paidOn = Math.floor(Date.parse('2031-06-15T06:30:00Z') / 1000);
    const payments = Array.from({ length: 8 }, () => ({
      id: `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
      amount: 236_00,
      currency: 'INR',
      status: 'captured',
      created_at: paidOn,
    }));
    const payment = (index: number) => {
      const found = payments[index];
      if (!found) throw new Error(`no payment ${index}`);
      return found;
    };
    const issued = await Promise.all(payments.map((each) => issueTaxInvoice(user.sub, each, subscription)));
    expect(issued.map((invoice) => invoice?.invoice_number).sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `HSB/31-32/00000${i + 1}`),
    );
    // Invoicing a payment again gives back its invoice, and takes no number.
    const again = await issueTaxInvoice(user.sub, payment(3), subscription);
    expect(again?.invoice_number).toBe(issued[3]?.invoice_number);
    const next = await issueTaxInvoice(user.sub, { ...payment(0), id: 'pay_NextOne000001' }, subscription);
    expect(next?.invoice_number).toBe('HSB/31-32/000009');
  });
});
