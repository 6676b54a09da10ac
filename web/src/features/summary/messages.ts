/** Spec 2, Summary: what the empty lists say, word for word, and the page's own messages. */
export const SUMMARY_MESSAGES = {
  emptyHsn: 'No HSN/SAC Code found',
  emptyCustomer: 'No customer found',
  emptyBill: 'No Invoices found',
  emptyInvoices: 'No invoices found',
  emptyHint: 'No sales in this period match. Try other dates or clear the search.',
  taxOffTitle: 'Summary needs tax (GST) on',
  taxOffText:
    'The Summary lists your sales by HSN/SAC code, customer and bill for GST returns. Tax is on for companies with a GSTIN.',
  noCompany: 'Please create a company first.',
} as const;
