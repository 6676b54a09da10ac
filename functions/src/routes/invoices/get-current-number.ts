import { getCurrentNumber } from '@app/shared/api/routes/invoices/get-current-number';
import { VOUCHER_TYPES, voucherTypeOf } from '@app/shared/books/voucher-types';
import { nextVoucherNumber } from '#lib/books/posting';
import { getMembership } from '#lib/db/memberships';
import { getUser } from '#lib/db/users';
import { NotFoundError, ValidationError } from '#lib/errors';
import { defineRoute } from '#lib/http/define-route';

/** The next number of a voucher type in the given (or the caller's current) company. */
export const handler = defineRoute(getCurrentNumber, {}, async ({ params, query, caller }) => {
  const type = voucherTypeOf(params.voucher_type);
  if (!type) {
    const message = `voucher_type must be one of: ${VOUCHER_TYPES.join(', ')}`;
    throw new ValidationError(message, [{ field: 'voucher_type', message }]);
  }
  const companyId = query.company_id ?? (await getUser(caller.sub))?.user_settings.current_company_id ?? undefined;
  if (!companyId || !(await getMembership(caller.sub, companyId))) throw new NotFoundError('Company not found');
  return { data: { current_number: await nextVoucherNumber(companyId, type), voucher_type: type } };
});
