import type { Gstr2bDocument } from '@app/shared/gst/gstr2b';
import type { ReconciliationDoc } from '@app/shared/gst/gstr2b-docs';
import { reconcile } from '@app/shared/gst/reconcile';
import { calendarYearOf, lastDayOfMonth } from '@app/shared/financial-year';
import { paiseToRupees } from '@app/shared/money';
import { keptGstr2b } from '#lib/db/gstr2b';
import { voucherRows } from '#lib/db/vouchers';
import type { VoucherRowRecord } from '#lib/presenters/voucher';

/**
 * The month's purchases and debit notes from registered suppliers as the reconciliation pairs
 * them: from their list rows, their tax on CGST and SGST or on IGST as the bill was.
 */
function booksDocuments(rows: readonly VoucherRowRecord[]): Gstr2bDocument[] {
  return rows.flatMap((row) => {
    if (!row.party_tin) return [];
    const tax = row.tax ?? 0;
    const intraState = row.intra_state ?? true;
    return [
      {
        id: row.voucher_id,
        gstin: row.party_tin.toUpperCase(),
        supplier: row.party_name,
        kind: row.voucher_type === 'Purchase' ? ('invoice' as const) : ('note' as const),
        number: row.voucher_number,
        date: row.date,
        taxable: row.taxable ?? 0,
        igst: intraState ? 0 : tax,
        cgst: intraState ? tax / 2 : 0,
        sgst: intraState ? tax / 2 : 0,
        itcAvailable: true,
        reverseCharge: false,
      },
    ];
  });
}

const presented = (document: Gstr2bDocument) => ({
  id: document.id,
  gstin: document.gstin,
  supplier: document.supplier,
  kind: document.kind,
  number: document.number,
  date: document.date,
  taxable: paiseToRupees(document.taxable),
  igst: paiseToRupees(document.igst),
  cgst: paiseToRupees(document.cgst),
  sgst: paiseToRupees(document.sgst),
});

/** A month's 2B (as kept) against the month's purchases and debit notes (issue 33). */
export async function monthReconciliation(
  companyId: string,
  financialYear: number,
  month: number,
): Promise<ReconciliationDoc> {
  const year = calendarYearOf(financialYear, month);
  const mm = String(month).padStart(2, '0');
  const period = `${mm}${year}`;
  const [kept, rows] = await Promise.all([
    keptGstr2b(companyId, period),
    voucherRows<VoucherRowRecord>(
      companyId,
      { start: `${year}-${mm}-01`, end: lastDayOfMonth(year, month) },
      { types: ['Purchase', 'Debit Note'], side: 'Purchase', includeCancelled: false, terms: [] },
      true,
    ),
  ]);
  const twoB = kept?.documents ?? [];
  const books = booksDocuments(rows);
  const result = reconcile(twoB, books);
  return {
    period,
    uploaded_at: kept?.uploadedAt ?? null,
    pairs: result.pairs.map((pair) => ({
      kind: pair.kind,
      reason: pair.reason,
      two_b: presented(pair.twoB),
      books: presented(pair.books),
    })),
    missing_in_books: result.missingInBooks.map(presented),
    missing_in_2b: kept ? result.missingIn2B.map(presented) : [],
  };
}
