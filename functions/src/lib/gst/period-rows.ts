import { SALES_SIDE_TYPES, type VoucherType } from '@app/shared/books/voucher-types';
import type { ReturnPeriod } from '@app/shared/gst/return-period';
import { voucherRows } from '#lib/db/vouchers';
import type { VoucherRowRecord } from '#lib/presenters/voucher';

/** The purchase side: purchases and the debit notes raised on suppliers (inward supplies). */
const PURCHASE_SIDE_TYPES = ['Purchase', 'Debit Note'] as const satisfies readonly VoucherType[];

/**
 * A return period's list rows of one side (issue 33), never the vouchers: sales and their notes,
 * or purchases and the debit notes raised on suppliers; cancelled ones left out.
 */
export const periodRows = (companyId: string, period: ReturnPeriod, side: 'Sales' | 'Purchase') =>
  voucherRows<VoucherRowRecord>(
    companyId,
    { start: period.start, end: period.end },
    {
      types: [...(side === 'Sales' ? SALES_SIDE_TYPES : PURCHASE_SIDE_TYPES)],
      side,
      includeCancelled: false,
      terms: [],
    },
    true,
  );
