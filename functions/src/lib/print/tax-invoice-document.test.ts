import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { taxSplitOf } from '@app/shared/billing/tax-invoice';
import type { TaxInvoiceRecord } from '#lib/billing/tax-invoices';
import { LOCAL_SELLER } from '../../../../infra/local/razorpay-local';
import { differenceFromReference, pdfPages, renderPngs } from '../../../test/pdf';
import { renderPdf } from './pdf-renderer';
import { taxInvoiceDocument } from './tax-invoice-document';

const REFERENCES = join(import.meta.dirname, 'reference-images');
/** At most 0.2% of a page's pixels may differ from its reference (font hinting, not layout). */
const TOLERANCE = 0.002;

/** A year of Professional paid on 27 November 2026, as issued to a subscriber in Karnataka (ours) or Maharashtra. */
function invoice(place: 'Karnataka' | 'Maharashtra'): TaxInvoiceRecord {
  const intra = place === 'Karnataka';
  return {
    invoice_id: 'pay_HisaabSample01',
    invoice_number: 'HSB/26-27/000042',
    financial_year: 2026,
    user_id: 'u-1',
    subscription_id: 'sub_HisaabSample01',
    plan: 'professional',
    period: 'yearly',
    issued_at: '2026-11-27T06:30:00.000Z',
    description: 'Hisaab Professional plan (yearly): 27 Nov 2026 to 27 Nov 2027',
    sac: '998315',
    ...taxSplitOf(2_596_00, intra),
    place_of_supply: intra ? { state: 'Karnataka', code: '29' } : { state: 'Maharashtra', code: '27' },
    supplier: { ...LOCAL_SELLER, state_code: '29' },
    recipient: intra
      ? { name: 'Meena Iyer', email: 'meena@example.in', gstin: null, address: null, state: null }
      : {
          name: 'Verma Medical Stores',
          email: 'accounts@verma.example.in',
          gstin: '27AAPFU0939F1ZV',
          address: 'Shop 4, Laxmi Road, Pune',
          state: 'Maharashtra',
        },
    created_at: '2026-11-27T06:30:01.000Z',
  };
}

const printed = async (place: 'Karnataka' | 'Maharashtra') => {
  const bytes = await renderPdf(taxInvoiceDocument(invoice(place)));
  return { bytes, pages: await pdfPages(bytes) };
};

describe("Hisaab's tax invoice for a plan, printed (issue 31)", () => {
  it('carries what GST rule 46 asks, with CGST and SGST for a subscriber in our state', async () => {
    const { pages } = await printed('Karnataka');
    // The description wraps in its column: read as one line.
    const text = (pages[0] ?? '').replace(/\s+/g, ' ');
    expect(pages).toHaveLength(1);
    for (const field of [
      'Hisaab Software Private Limited',
      '3rd Floor, 42 Residency Road',
      'GSTIN: 29AAGCH4321K1ZG',
      'State: Karnataka (Code 29)',
      'Tax Invoice',
      'Original for Recipient',
      'HSB/26-27/000042',
      '27-11-2026',
      'Place of Supply',
      'Karnataka (29)',
      'Reverse Charge',
      'Bill To',
      'Meena Iyer',
      'Description of Service',
      'SAC',
      '998315',
      'Hisaab Professional plan (yearly): 27 Nov 2026 to 27 Nov 2027',
      '2,200.00',
      'CGST',
      'SGST',
      '9%',
      '198.00',
      '₹2,596.00',
      'Rupees Two Thousand Five Hundred Ninety Six Only',
      'Razorpay, payment pay_HisaabSample01',
      'Authorised Signatory',
    ]) {
      expect(text).toContain(field);
    }
    expect(text).not.toContain('IGST');
  });

  it('charges IGST to a registered subscriber in another state, with their GSTIN', async () => {
    const [text = ''] = (await printed('Maharashtra')).pages;
    for (const field of [
      'Maharashtra (27)',
      'Verma Medical Stores',
      'GSTIN: 27AAPFU0939F1ZV',
      'IGST',
      '18%',
      '396.00',
      '₹2,596.00',
    ]) {
      expect(text).toContain(field);
    }
    expect(text).not.toMatch(/CGST|SGST/);
  });

  it('looks as its reference images do', async () => {
    for (const place of ['Karnataka', 'Maharashtra'] as const) {
      const [page] = renderPngs((await printed(place)).bytes);
      if (!page) throw new Error('no page rendered');
      expect(
        differenceFromReference(
          page,
          join(REFERENCES, `tax-invoice-${place === 'Karnataka' ? 'intra' : 'inter'}-1.png`),
        ),
      ).toBeLessThanOrEqual(TOLERANCE);
    }
  });
});
