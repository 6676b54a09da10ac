import { listLedgersWithType } from '@app/shared/api/routes/ledger/list-ledgers-with-type';
import { ledgerOptions } from '#lib/books/ledger-list';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';

/** The ledgers of one group (e.g. Debtors), for a party picker. */
export const handler = defineRoute(listLedgersWithType, COMPANY_IN_QUERY, async ({ query, membership }) => ({
  data: await ledgerOptions(membership.company_id, [query.type]),
}));
