import { printSample } from '@app/shared/api/routes/print/print-sample';
import { printFileName } from '@app/shared/print/print-files';
import { defineRoute } from '#lib/http/define-route';
import { invoiceDocument } from '#lib/print/invoice-document';
import { renderPdf } from '#lib/print/pdf-renderer';
import { SAMPLE_COMPANY, sampleInvoice } from '#lib/print/sample-documents';

/** Spec 9: the sample print template, a tax invoice of 28 sample rows (the /xyz page). */
export const SAMPLE_ROWS = 28;

export const handler = defineRoute(printSample, {}, async () => {
  const voucher = sampleInvoice({ lines: SAMPLE_ROWS });
  return {
    data: await renderPdf(invoiceDocument(voucher, SAMPLE_COMPANY)),
    fileName: printFileName(voucher.voucher_number),
  };
});
