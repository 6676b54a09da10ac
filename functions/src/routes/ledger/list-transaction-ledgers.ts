import { listTransactionLedgers } from '@app/shared/api/routes/ledger/list-transaction-ledgers';
import { ledgerOptions } from '#lib/books/ledger-list';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** The ledgers of the groups in the body (cash and bank), for the receipt and payment accounts. */
export const handler = defineRoute(listTransactionLedgers, COMPANY_IN_QUERY, async ({ body, membership }) => ({
  data: await ledgerOptions(membership.company_id, body),
}));
