import { listOpenInvoices } from '@app/shared/api/routes/invoices/list-open-invoices';
import { paiseToRupees } from '@app/shared/money';
import { readOpenInvoices } from '#lib/db/open-dues';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** A party's open invoices of one side, oldest due first, from the open dues (never the invoices). */
export const handler = defineRoute(listOpenInvoices, COMPANY_IN_QUERY, async ({ query, membership }) => {
  const open = await readOpenInvoices(membership.company_id, query.type);
  return {
    data: open
      .filter((invoice) => invoice.partyId === query.party_id)
      .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.date.localeCompare(b.date))
      .map((invoice) => ({
        _id: invoice.voucherId,
        voucher_number: invoice.number,
        date: invoice.date,
        due_on: invoice.dueOn,
        balance_due: paiseToRupees(invoice.due),
      })),
  };
});
