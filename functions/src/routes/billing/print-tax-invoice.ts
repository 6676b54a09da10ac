import { printTaxInvoice } from '@app/shared/api/routes/billing/print-tax-invoice';
import { printFileName } from '@app/shared/print/print-files';
import { getTaxInvoice } from '#lib/billing/tax-invoices';
import { NotFoundError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';
import { renderPdf } from '#lib/print/pdf-renderer';
import { taxInvoiceDocument } from '#lib/print/tax-invoice-document';

/** Issue 31: one of the caller's tax invoices as a PDF; anyone else's, or none, is 404. */
export const handler = defineRoute(printTaxInvoice, {}, async ({ params, caller }) => {
  const invoice = await getTaxInvoice(caller.sub, params.id);
  if (!invoice) throw new NotFoundError('Invoice not found');
  return { data: await renderPdf(taxInvoiceDocument(invoice)), fileName: printFileName(invoice.invoice_number) };
});
