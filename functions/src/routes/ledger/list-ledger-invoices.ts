import { listLedgerInvoices } from '@app/shared/api/routes/ledger/list-ledger-invoices';
import { requireLedger } from '#lib/books/ledger-fields';
import { ledgerStatement } from '#lib/books/ledger-statement';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** The customer ledger page's statement for a period. */
export const handler = defineRoute(listLedgerInvoices, COMPANY_IN_QUERY, async ({ params, query, membership }) => ({
  data: await ledgerStatement(await requireLedger(membership.company_id, params.customer_id), query),
}));
