import { getVouchersCsv } from '@app/shared/api/routes/invoices/get-vouchers-csv';
import { fetchFile } from '@/lib/api-client';
import { invoiceFilterQuery, type InvoiceListParams } from './list-invoices';

/**
 * Export CSV: every invoice the directory's filters match, in its order, as one file the server
 * writes in one read (paging through the list would read the period again for every page).
 */
export const fetchInvoicesCsv = (companyId: string, params: InvoiceListParams) =>
  fetchFile(getVouchersCsv, { query: invoiceFilterQuery(companyId, params) });
