import type { Bill } from '@app/shared/bills/bill-record';
import { billFileUrl } from './bill-files';
import { matchDraft } from './bill-matches';
import type { BillRecord } from './bill-store';

/** A bill as the lists show it: no file address and no matching (a list is many bills). */
export function presentBillSummary(bill: BillRecord): Bill {
  return {
    _id: bill.bill_id,
    company_id: bill.company_id,
    status: bill.status,
    source: bill.source,
    file_name: bill.file_name,
    media_type: bill.media_type,
    size: bill.size,
    sender: bill.sender,
    subject: bill.subject,
    failure: bill.failure,
    read_by: bill.read_by,
    draft: bill.draft,
    problems: bill.problems,
    supplier_match: null,
    line_matches: bill.draft ? bill.draft.lines.map(() => null) : [],
    voucher_id: bill.voucher_id,
    voucher_number: bill.voucher_number,
    pages: bill.pages,
    readings: bill.readings,
    file_url: null,
    version: bill.version,
    created_at: bill.created_at,
    updated_at: bill.updated_at,
  };
}

/**
 * One bill for the review page: its file's short-lived address and, for a draft not yet posted,
 * its supplier and lines matched to the creditors and products the company has now.
 */
export async function presentBill(bill: BillRecord): Promise<Bill> {
  const [fileUrl, matches] = await Promise.all([
    bill.file_key ? billFileUrl(bill.file_key, bill.file_name) : null,
    bill.draft && bill.status === 'ready' ? matchDraft(bill.company_id, bill.draft) : undefined,
  ]);
  return { ...presentBillSummary(bill), ...matches, file_url: fileUrl };
}
