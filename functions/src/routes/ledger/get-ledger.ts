import { getLedger } from '@app/shared/api/routes/ledger/get-ledger';
import { paiseToRupees } from '@app/shared/money';
import { ledgerPeriodFigures } from '#lib/books/ledger-statement';
import { requireLedger } from '#lib/books/ledger-fields';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { defineRoute } from '#lib/http/define-route';
import { ledgerPlacement } from '#lib/db/ledgers';
import { presentLedger } from '#lib/presenters/ledger';

/**
 * One ledger with its balances, for the customer ledger page's header: its running totals, or,
 * given start_date or end_date (issue 32), its balance at the period's start, its debits and
 * credits in the period and its balance at the end (the books' beginning and today when one is
 * left out).
 */
export const handler = defineRoute(getLedger, COMPANY_IN_QUERY, async ({ params, query, membership }) => {
  const ledger = await requireLedger(membership.company_id, params.id);
  const [placement, figures] = await Promise.all([
    ledgerPlacement(membership.company_id, ledger),
    query.start_date || query.end_date
      ? ledgerPeriodFigures(ledger, query.start_date?.slice(0, 10) ?? '', query.end_date?.slice(0, 10) ?? '\uffff')
      : undefined,
  ]);
  const presented = await presentLedger({ ...ledger, ...placement });
  if (!figures) return { data: [presented] };
  const closing = paiseToRupees(figures.closing);
  return {
    data: [
      {
        ...presented,
        opening_balance: paiseToRupees(figures.opening),
        closing_balance: closing,
        total_amount: closing,
        total_debit: paiseToRupees(figures.debit),
        total_credit: paiseToRupees(figures.credit),
      },
    ],
  };
});
