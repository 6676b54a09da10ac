import type { BillDraft } from '@app/shared/bills/bill-draft';
import { BILL_PAGE_MESSAGES } from '../../messages';
import { isDoubtful, type BillFieldKey } from '../../review-fields';

/** The amber ring of a box whose value the reader was unsure of. */
export const DOUBT_RING = 'ring-2 ring-amber-400 dark:ring-amber-500';

/**
 * How a box shows a doubtful reading: its ring and the hint under it (nothing for a sure one, nor
 * for a box of nothing read, `key` null).
 */
export function doubtOf(draft: BillDraft | null, key: BillFieldKey | null) {
  const doubtful = key !== null && isDoubtful(draft, key);
  return {
    doubtful,
    ring: doubtful ? DOUBT_RING : undefined,
    hint: doubtful ? BILL_PAGE_MESSAGES.doubtful : undefined,
  };
}
