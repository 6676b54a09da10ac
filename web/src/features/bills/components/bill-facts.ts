import type { Bill } from '@app/shared/bills/bill-record';
import { isIsoDay } from '@/lib/dates';
import { indianDate } from '@/lib/format';

/** What the list shows of a bill as read: its supplier (or the one matched), date and total. */
export function billFacts(bill: Bill) {
  const draft = bill.draft;
  const date = draft?.bill_date?.value;
  return {
    supplier: draft?.supplier_name?.value ?? bill.supplier_match?.name,
    number: draft?.bill_number?.value,
    date: date && isIsoDay(date) ? indianDate(date) : undefined,
    total: draft?.grand_total?.value,
    /** Why a failed or held bill is not read. */
    failure: bill.failure && (bill.status === 'failed' || bill.status === 'held') ? bill.failure : undefined,
  };
}
