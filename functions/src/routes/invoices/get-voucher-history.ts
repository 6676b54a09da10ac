import { getVoucherHistory } from '@app/shared/api/routes/invoices/get-voucher-history';
import { fullName } from '@app/shared/api/users';
import { requireVoucher } from '#lib/books/voucher-requests';
import { COMPANY_IN_QUERY } from '#lib/http/company-location';
import type { VoucherRecord } from '#lib/books/voucher-record';
import { auditPrefix, type RecordAction } from '#lib/db/audit';
import { queryPrefix } from '#lib/db/query-all';
import { getUser } from '#lib/db/users';
import { defineRoute } from '#lib/http/define-route';
import { presentVoucher } from '#lib/presenters/voucher';

interface AuditRecord {
  at: string;
  action: RecordAction;
  actor_id: string;
  before: VoucherRecord | null;
  after: VoucherRecord | null;
}

/** Who created, edited, cancelled or deleted the voucher, when, with the voucher before and after. */
export const handler = defineRoute(getVoucherHistory, COMPANY_IN_QUERY, async ({ params, membership }) => {
  const companyId = membership.company_id;
  await requireVoucher(companyId, params.vouchar_id);
  const entries = await queryPrefix<AuditRecord>(`COMPANY#${companyId}`, auditPrefix('voucher', params.vouchar_id));
  const actors = new Map(
    await Promise.all(
      [...new Set(entries.map((entry) => entry.actor_id))].map(async (id) => {
        const user = await getUser(id);
        return [id, user ? fullName(user.name) : null] as const;
      }),
    ),
  );
  return {
    data: entries.map((entry) => ({
      at: entry.at,
      action: entry.action,
      actor_id: entry.actor_id,
      actor_name: actors.get(entry.actor_id) ?? null,
      before: entry.before && presentVoucher(entry.before),
      after: entry.after && presentVoucher(entry.after),
    })),
  };
});
