import { listTaxInvoices } from '@app/shared/api/routes/billing/list-tax-invoices';
import { paiseToRupees } from '@app/shared/money';
import { listTaxInvoices as invoicesOf } from '#lib/billing/tax-invoices';
import { defineRoute } from '#lib/http/define-route';

/** Issue 31: the caller's tax invoices, newest first, as Settings lists them. */
export const handler = defineRoute(listTaxInvoices, {}, async ({ caller }) => ({
  data: (await invoicesOf(caller.sub)).map((invoice) => ({
    _id: invoice.invoice_id,
    invoice_number: invoice.invoice_number,
    issued_at: invoice.issued_at,
    description: invoice.description,
    taxable: paiseToRupees(invoice.taxable),
    cgst: paiseToRupees(invoice.cgst),
    sgst: paiseToRupees(invoice.sgst),
    igst: paiseToRupees(invoice.igst),
    total: paiseToRupees(invoice.total),
    place_of_supply: `${invoice.place_of_supply.state} (${invoice.place_of_supply.code})`,
    recipient_gstin: invoice.recipient.gstin,
  })),
}));
