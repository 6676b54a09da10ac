import { listAllLedgers } from '@app/shared/api/routes/ledger/list-all-ledgers';
import { ledgerOptions } from '#lib/books/ledger-list';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** Every ledger of the company, for pickers. */
export const handler = defineRoute(listAllLedgers, COMPANY_IN_QUERY, async ({ membership }) => ({
  data: await ledgerOptions(membership.company_id),
}));
