import { describe, expect, it } from 'vitest';
import { printPayment } from '@app/shared/api/routes/print/print-payment';
import { printReceipt } from '@app/shared/api/routes/print/print-receipt';
import { printTaxVoucher } from '@app/shared/api/routes/print/print-tax-voucher';
import { printVoucher } from '@app/shared/api/routes/print/print-voucher';
import { printRouteOf, voucherPdfTitle } from './voucher-pdf';

describe('which print route a voucher takes', () => {
  it.each([
    ['Sales', true, printTaxVoucher],
    ['Purchase', true, printTaxVoucher],
    ['Sales', false, printVoucher],
    ['Purchase', false, printVoucher],
    ['Receipt', true, printReceipt],
    ['Receipt', false, printReceipt],
    ['Payment', true, printPayment],
    ['Payment', false, printPayment],
  ] as const)('%s with tax %s', (type, tax, route) => {
    expect(printRouteOf(type, tax)).toBe(route);
  });

  it('titles invoices as invoices and the others by their type', () => {
    const voucher = { _id: 'v1', updated_at: '' };
    expect(voucherPdfTitle({ ...voucher, voucher_type: 'Purchase', voucher_number: 'CPL/0042' })).toBe(
      'Invoice CPL/0042',
    );
    expect(voucherPdfTitle({ ...voucher, voucher_type: 'Receipt', voucher_number: 'RV/26-27/0003' })).toBe(
      'Receipt RV/26-27/0003',
    );
  });
});
