import { hasItems, isJournalType } from '@app/shared/books/voucher-types';
import { printFileName } from '@app/shared/print/print-files';
import type { VoucherRecord } from '#lib/books/voucher-record';
import { requireVoucher } from '#lib/books/voucher-requests';
import { getCompany } from '#lib/db/companies';
import { NotFoundError } from '#lib/errors';
import { logger } from '#lib/logger';
import { invoiceDocument } from './invoice-document';
import { journalVoucherDocument } from './journal-voucher-document';
import { moneyVoucherDocument } from './money-voucher-document';
import { renderPdf } from './pdf-renderer';
import { printCompanyOf, type PrintCompany } from './print-company';

export interface PrintedFile {
  bytes: Uint8Array<ArrayBuffer>;
  fileName: string;
}

/**
 * A voucher of the caller's company as a PDF: sales invoices, purchase bills and credit and debit
 * notes in the invoice layout, receipts and payments as voucher slips, journals and contras with
 * their lines (issue 32). Every print route serves
 * every voucher type, so a client that picks the wrong one still gets the right document.
 * Cancelled vouchers print with a watermark (they stay printable for the records).
 */
export async function voucherPdf(companyId: string, voucherId: string): Promise<PrintedFile> {
  const [voucher, companyRecord] = await Promise.all([requireVoucher(companyId, voucherId), getCompany(companyId)]);
  if (!companyRecord) throw new NotFoundError('Company not found');
  const bytes = await printedVoucher(voucher, await printCompanyOf(companyRecord));
  return { bytes, fileName: printFileName(voucher.voucher_number) };
}

/** A voucher as the PDF its type prints as, for a company read once (the data export prints many). */
export async function printedVoucher(voucher: VoucherRecord, company: PrintCompany): Promise<Uint8Array<ArrayBuffer>> {
  const documentFor = (printed: PrintCompany) =>
    hasItems(voucher.voucher_type)
      ? invoiceDocument(voucher, printed)
      : isJournalType(voucher.voucher_type)
        ? journalVoucherDocument(voucher, printed)
        : moneyVoucherDocument(voucher, printed);
  try {
    return await renderPdf(documentFor(company));
  } catch (error) {
    // An image that passed the upload check (right magic bytes) but that the PDF library cannot
    // decode must not stop the invoice from printing: it prints without the images.
    if (!(error instanceof Error && error.message.startsWith('Invalid image'))) throw error;
    logger.warn('Printing without the company images, which the PDF library cannot read', { error });
    return renderPdf(documentFor({ ...company, logo: null, paymentQr: null }));
  }
}
