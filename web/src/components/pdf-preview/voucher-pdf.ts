import { queryOptions } from '@tanstack/react-query';
import { printPayment } from '@app/shared/api/routes/print/print-payment';
import { printReceipt } from '@app/shared/api/routes/print/print-receipt';
import { printTaxVoucher } from '@app/shared/api/routes/print/print-tax-voucher';
import { printVoucher } from '@app/shared/api/routes/print/print-voucher';
import type { VoucherRow } from '@app/shared/books/voucher-docs';
import { isInvoiceType, type VoucherType } from '@app/shared/books/voucher-types';
import { printFileName } from '@app/shared/print/print-files';
import { fetchFile } from '@/lib/api-client';
import type { PdfFile } from './pdf-file';

/** What printing a voucher needs to know of it; a list row and a loaded voucher both have it. */
export type PrintableVoucher = Pick<VoucherRow, '_id' | 'voucher_number' | 'voucher_type' | 'updated_at'>;

/**
 * Spec 7: receipts and payments have their own layouts; invoices, and the credit and debit notes
 * raised against them (issue 18), the tax layout when the company has tax on.
 */
export function printRouteOf(type: VoucherType, taxEnabled: boolean) {
  if (type === 'Receipt') return printReceipt;
  if (type === 'Payment') return printPayment;
  return taxEnabled ? printTaxVoucher : printVoucher;
}

/**
 * 'Invoice SI/26-27/0001', 'Credit Note CN/26-27/0001', 'Receipt RV/26-27/0003': the preview's
 * title and the share sheet's.
 */
export const voucherPdfTitle = (voucher: PrintableVoucher) =>
  `${isInvoiceType(voucher.voucher_type) ? 'Invoice' : voucher.voucher_type} ${voucher.voucher_number}`;

/**
 * A voucher's PDF, saved as its number plus the brand (spec 9). Kept a minute, and per version
 * (updated_at), so an edited voucher is printed afresh. A failed generation is logged (spec 8).
 */
export function voucherPdfQueryOptions(companyId: string, voucher: PrintableVoucher, taxEnabled: boolean) {
  const route = printRouteOf(voucher.voucher_type, taxEnabled);
  return queryOptions({
    queryKey: ['print', companyId, voucher._id, voucher.updated_at, route.path] as const,
    queryFn: async ({ signal }): Promise<PdfFile> => {
      try {
        const { blob } = await fetchFile(route, { query: { vouchar_id: voucher._id, company_id: companyId }, signal });
        return { blob, fileName: printFileName(voucher.voucher_number) };
      } catch (error) {
        // A fetch called off (the drawer closed) is no failure.
        if (!signal.aborted) console.error(`PDF of ${voucher.voucher_type} ${voucher.voucher_number} failed`, error);
        throw error;
      }
    },
    staleTime: 60_000,
    gcTime: 60_000,
  });
}
