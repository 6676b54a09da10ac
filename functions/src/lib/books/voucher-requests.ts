import { mayChangeVoucher, mayPostVoucherType, ROLE_LABELS } from '@app/shared/api/permissions';
import type { VoucherInput } from '@app/shared/books/voucher-input';
import { isInvoiceType, isNoteType, type VoucherType } from '@app/shared/books/voucher-types';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { getVoucher } from '#lib/db/vouchers';
import type { Membership } from '#lib/db/memberships';
import { ForbiddenError, NotFoundError, ValidationError } from '#lib/errors';
import type { HttpEvent } from '#lib/http/types';
import { presentVoucher } from '#lib/presenters/voucher';
import { createVoucher, updateVoucher, withdrawVoucher } from './posting';
import type { VoucherRecord } from './voucher-record';

/** What the create and update routes of both variants (tax and not) share. */

export const VOUCHER_NOT_FOUND = 'Voucher not found';

const MAX_KEY_LENGTH = 128;

/** The Idempotency-Key header every create carries (400 without one). */
export function idempotencyKeyOf(event: HttpEvent): string {
  const key = event.headers['idempotency-key']?.trim() ?? '';
  if (!key || key.length > MAX_KEY_LENGTH || !/^[\w.:-]+$/.test(key)) {
    const message = 'An Idempotency-Key header (up to 128 letters, digits, -, _, : or .) is required';
    throw new ValidationError(message, [{ field: 'Idempotency-Key', message }]);
  }
  return key;
}

/** The spec's toasts; a note reads like an invoice ('🎉 Credit note created successfully!'). */
const noteName = (type: VoucherType) => `${type.charAt(0)}${type.slice(1).toLowerCase()}`;

const createdMessage = (input: VoucherInput) =>
  isInvoiceType(input.voucher_type)
    ? '🎉 Invoice created successfully!'
    : isNoteType(input.voucher_type)
      ? `🎉 ${noteName(input.voucher_type)} created successfully!`
      : `${input.voucher_type} added successfully!`;

/** Issue 20: Staff post sales invoices and receipts only. */
function requirePostable(member: Membership, type: VoucherType) {
  if (mayPostVoucherType(member.role, type)) return;
  throw new ForbiddenError(`Your role (${ROLE_LABELS[member.role]}) can create sales invoices and receipts only`);
}

/** Issue 20: Staff change only the vouchers they created. */
function requireChangeable(member: Membership, voucher: VoucherRecord) {
  if (mayChangeVoucher(member.role, voucher.created_by, member.user_id)) return;
  throw new ForbiddenError(`Your role (${ROLE_LABELS[member.role]}) can change only the vouchers you created`);
}

export async function postVoucherRequest(input: VoucherInput, member: Membership, event: HttpEvent) {
  requirePostable(member, input.voucher_type);
  const { voucher, replayed } = await createVoucher(input, member.user_id, idempotencyKeyOf(event));
  return {
    statusCode: replayed ? (200 as const) : (201 as const),
    message: createdMessage(input),
    data: presentVoucher(voucher),
  };
}

/** A voucher of the company, or 404 (one of another company is not found either). */
export async function requireVoucher(companyId: string, voucherId: string): Promise<VoucherRecord> {
  const voucher = await getVoucher(companyId, voucherId);
  if (!voucher) throw new NotFoundError(VOUCHER_NOT_FOUND);
  return voucher;
}

export async function updateVoucherRequest(voucherId: string, input: VoucherInput, member: Membership) {
  requirePostable(member, input.voucher_type);
  const existing = await requireVoucher(input.company_id, voucherId);
  requireChangeable(member, existing);
  const voucher = await updateVoucher(existing, input, member.user_id);
  const message = isInvoiceType(voucher.voucher_type)
    ? '🎉 Invoice updated successfully!'
    : isNoteType(voucher.voucher_type)
      ? `🎉 ${noteName(voucher.voucher_type)} updated successfully!`
      : `${voucher.voucher_type} updated successfully!`;
  return { message, data: presentVoucher(voucher) };
}

export async function withdrawVoucherRequest(
  member: Membership,
  voucherId: string,
  message: string,
): Promise<{ message: string; data: Voucher }> {
  const existing = await requireVoucher(member.company_id, voucherId);
  requireChangeable(member, existing);
  const voucher = await withdrawVoucher(existing, member.user_id);
  return { message, data: presentVoucher(voucher) };
}
