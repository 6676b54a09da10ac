import { getLedger } from '@app/shared/api/routes/ledger/get-ledger';
import { requireLedger } from '#lib/books/ledger-fields';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { partyGroupOfLedger } from '#lib/db/ledgers';
import { presentLedger } from '#lib/presenters/ledger';

/**
 * One ledger with its balances, for the customer ledger page's header. The figures are the
 * ledger's running totals; start_date and end_date are accepted for the page's statement.
 */
export const handler = defineRoute(getLedger, COMPANY_IN_QUERY, async ({ params, membership }) => {
  const ledger = await requireLedger(membership.company_id, params.id);
  const partyGroup = await partyGroupOfLedger(membership.company_id, ledger);
  return { data: [await presentLedger({ ...ledger, partyGroup })] };
});
