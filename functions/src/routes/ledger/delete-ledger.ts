import { deleteLedger } from '@app/shared/api/routes/ledger/delete-ledger';
import { requireLedger } from '#lib/books/ledger-fields';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import { deleteLedger as removeLedger } from '#lib/db/ledgers';
import { ConflictError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';

/**
 * Removes a ledger no voucher uses (kept, marked deleted, for the audit log). Default ledgers
 * stay: the vouchers post to them.
 */
export const handler = defineRoute(deleteLedger, COMPANY_IN_QUERY, async ({ params, caller, membership }) => {
  const ledger = await requireLedger(membership.company_id, params.id);
  if (ledger.is_default) throw new ConflictError(`'${ledger.ledger_name}' is a default ledger and cannot be deleted`);
  await removeLedger(ledger, caller.sub);
  return { message: `${ledger.ledger_name} deleted successfully.`, data: { _id: ledger._id } };
});
