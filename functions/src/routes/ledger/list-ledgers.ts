import { listLedgers } from '@app/shared/api/routes/ledger/list-ledgers';
import { listLedgerPage } from '#lib/books/ledger-list';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** The Customers Directory: parties searched, filtered, sorted and paged. */
export const handler = defineRoute(listLedgers, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: await listLedgerPage(membership.company_id, query),
}));
