/** The figures of an invoice in an expanded row that its Totals row adds up. */
interface InvoiceFigures {
  quantity: number;
  total_amount: number;
  taxable_value: number;
  total_tax: number;
  /** Line items of the invoice (the customer view's Total Items). */
  items?: number;
}

const toPaise = (rupees: number) => Math.round(rupees * 100);
const toThousandths = (quantity: number) => Math.round(quantity * 1000);

/**
 * Spec 2: an expanded row's Totals: how many invoices, and their quantities, amounts and tax. Added
 * up in paise and thousandths, as the books keep them, so 0.1 + 0.2 stays 0.30.
 */
export function invoiceTotals(invoices: readonly InvoiceFigures[]) {
  const sum = (figure: (invoice: InvoiceFigures) => number) =>
    invoices.reduce((total, invoice) => total + figure(invoice), 0);
  return {
    count: invoices.length,
    items: sum((invoice) => invoice.items ?? 0),
    quantity: sum((invoice) => toThousandths(invoice.quantity)) / 1000,
    total_amount: sum((invoice) => toPaise(invoice.total_amount)) / 100,
    taxable_value: sum((invoice) => toPaise(invoice.taxable_value)) / 100,
    total_tax: sum((invoice) => toPaise(invoice.total_tax)) / 100,
  };
}
