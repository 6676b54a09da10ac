import type { BillOfEntry, Gstr2bDocument } from '@app/shared/gst/gstr2b';
import { isOutsideIndia } from '@app/shared/gst/imports';
import {
  MAX_NOTE_CHARS,
  RECONCILIATION_MESSAGES as M,
  type ReconciliationDecision,
  type ReconciliationDoc,
} from '@app/shared/gst/gstr2b-docs';
import { creditingKinds, reconcile, type Reconciliation } from '@app/shared/gst/reconcile';
import { NO_TAX, type TaxHeads } from '@app/shared/gst/set-off';
import { monthCode, returnPeriodOf, type ReturnPeriod } from '@app/shared/gst/return-period';
import { paiseToRupees } from '@app/shared/money';
import { ConflictError, NotFoundError, ValidationError } from '#lib/errors';
import {
  decide,
  decisionChanges,
  keptDecisions,
  keptGstr2b,
  type DecisionChange,
  type DecisionSide,
  type KeptDecisions,
} from '#lib/db/gstr2b';
import type { VoucherRowRecord } from '#lib/presenters/voucher';
import { periodRows } from './period-rows';

/** A document of either side; a purchase's knows the tax of its lines whose credit is blocked. */
type PeriodDocument = Gstr2bDocument & { blocked?: TaxHeads };

/** Tax on its heads: intra-state tax is half CGST, half SGST. */
const onHeads = (tax: number, intraState: boolean): TaxHeads =>
  intraState ? { igst: 0, cgst: tax / 2, sgst: tax / 2 } : { igst: tax, cgst: 0, sgst: 0 };

/**
 * The month's purchases and debit notes from registered suppliers in India as the reconciliation
 * pairs them (an import is in no supplier's GSTR-1): from their list rows, their tax on CGST and
 * SGST or on IGST as the bill was.
 */
function booksDocuments(rows: readonly VoucherRowRecord[]): PeriodDocument[] {
  return rows.flatMap((row) => {
    if (!row.party_tin || isOutsideIndia(row.place_of_supply)) return [];
    const intraState = row.intra_state ?? true;
    const blocked = (row.hsn ?? []).reduce((sum, [, , , , tax, , supply]) => sum + (supply === 'blocked' ? tax : 0), 0);
    return [
      {
        id: row.voucher_id,
        gstin: row.party_tin.toUpperCase(),
        supplier: row.party_name,
        kind: row.voucher_type === 'Purchase' ? ('invoice' as const) : ('note' as const),
        number: row.voucher_number,
        date: row.date,
        taxable: row.taxable ?? 0,
        ...onHeads(row.tax ?? 0, intraState),
        itcAvailable: true,
        reverseCharge: row.reverse_charge === true,
        ...(blocked ? { blocked: onHeads(blocked, intraState) } : {}),
      },
    ];
  });
}

const presented = (document: Gstr2bDocument, note: string | undefined) => ({
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
  note: note ?? null,
});

/** A period's reconciliation as worked out: both sides, the user's decisions, and the pairing. */
export interface PeriodReconciliation {
  /** MMYYYY of the period's (last) month: its decisions are kept under it. */
  period: string;
  /** When its latest GSTR-2B was uploaded; null before any. */
  uploadedAt: string | null;
  twoB: PeriodDocument[];
  /** The period's bills of entry (imports of goods) in its 2Bs. */
  billsOfEntry: BillOfEntry[];
  books: PeriodDocument[];
  decisions: KeptDecisions;
  result: Reconciliation<PeriodDocument>;
}

/**
 * A month's or a quarter's 2B (every 2B kept for its months: a QRMP filer's quarterly 2B is kept
 * under the quarter's last month) against the period's purchases and debit notes, with the
 * user's decisions. The purchases may come already read (GSTR-3B reads them for its tables).
 */
export async function reconcilePeriod(
  companyId: string,
  period: ReturnPeriod,
  purchases: Promise<VoucherRowRecord[]> = periodRows(companyId, period, 'Purchase'),
): Promise<PeriodReconciliation> {
  const [kept, rows, decisions] = await Promise.all([
    Promise.all(period.months.map((month) => keptGstr2b(companyId, monthCode(month)))),
    purchases,
    keptDecisions(companyId, period.code),
  ]);
  const files = kept.filter((file) => file !== undefined);
  const twoB = files.flatMap((file) => file.documents);
  const books = booksDocuments(rows);
  const result = reconcile(twoB, books, decisions);
  const uploadedAt =
    files
      .map((file) => file.uploadedAt)
      .sort()
      .at(-1) ?? null;
  const billsOfEntry = files.flatMap((file) => file.billsOfEntry);
  return { period: period.code, uploadedAt, twoB, billsOfEntry, books, decisions, result };
}

/**
 * The input tax the month's 2B lets the company claim (section 16(2)(aa)): of each pair matched
 * exactly or confirmed by the user, the lesser of the books' and 2B's tax per head, unless 2B
 * says the credit is not available; a supplier's credit note takes its tax back. Of that, what
 * section 17(5) blocks (its purchase's blocked lines), to reverse in 4(B)(1). Undefined when no
 * 2B is kept for the month: the books' input tax stands.
 */
export function claimableCredit(month: PeriodReconciliation): { credit: TaxHeads; blocked: TaxHeads } | undefined {
  if (!month.uploadedAt) return undefined;
  const [credit, blocked] = [{ ...NO_TAX }, { ...NO_TAX }];
  for (const pair of month.result.pairs) {
    // Reverse charge's credit is the company's own tax (4(A)(3)), not the supplier's to report.
    if (!creditingKinds.includes(pair.kind) || !pair.twoB.itcAvailable || pair.books.reverseCharge) continue;
    const sign = pair.twoB.kind === 'note' ? -1 : 1;
    for (const head of ['igst', 'cgst', 'sgst'] as const) {
      const claimed = Math.min(pair.twoB[head], pair.books[head]);
      credit[head] += sign * claimed;
      blocked[head] += sign * Math.min(claimed, pair.books.blocked?.[head] ?? 0);
    }
  }
  return { credit, blocked };
}

/** The month's reconciliation as the API gives it (issue 33). */
export function presentReconciliation(month: PeriodReconciliation): ReconciliationDoc {
  const { result, decisions } = month;
  const twoBSide = (document: Gstr2bDocument) => presented(document, decisions.notes.get(`2b#${document.id}`));
  const booksSide = (document: Gstr2bDocument) => presented(document, decisions.notes.get(`books#${document.id}`));
  return {
    period: month.period,
    uploaded_at: month.uploadedAt,
    pairs: result.pairs.map((pair) => ({
      kind: pair.kind,
      reason: pair.reason,
      two_b: twoBSide(pair.twoB),
      books: booksSide(pair.books),
    })),
    missing_in_books: result.missingInBooks.map(twoBSide),
    missing_in_2b: month.uploadedAt ? result.missingIn2B.map(booksSide) : [],
  };
}

/** Updates at most this many decision items at once (accepting every suggestion of a busy month). */
const DECIDING_AT_ONCE = 25;

/** What one decision changes: document by document, and the toast that says so. */
interface Plan {
  changes: { side: DecisionSide; id: string; change: DecisionChange }[];
  message: string;
}

function found<T>(value: T | undefined, error: Error): T {
  if (value === undefined) throw error;
  return value;
}

const required = (id: string | undefined, field: string) => {
  if (!id)
    throw new ValidationError(`${field} is required for this action`, [{ field, message: `${field} is required` }]);
  return id;
};

/** The decision turned into changes, checked against the month as it stands. */
function planOf(month: PeriodReconciliation, decision: ReconciliationDecision): Plan {
  const { result } = month;
  const pairOfRow = (id: string) => result.pairs.find((pair) => pair.twoB.id === id);
  const pairOfBooks = (id: string) => result.pairs.find((pair) => pair.books.id === id);
  const row = (id: string) =>
    found(
      month.twoB.find((document) => document.id === id),
      new NotFoundError(M.noRow),
    );
  const entry = (id: string) =>
    found(
      month.books.find((document) => document.id === id),
      new NotFoundError(M.noPurchase),
    );
  const byUser = (kind: string) => kind === 'accepted' || kind === 'linked';
  switch (decision.action) {
    case 'accept_suggestions': {
      const suggested = result.pairs.filter((pair) => pair.kind === 'suggested');
      return {
        changes: suggested.map((pair) => ({
          side: '2b',
          id: pair.twoB.id,
          change: decisionChanges.link(pair.books.id, 'accepted'),
        })),
        message: M.accepted(suggested.length),
      };
    }
    case 'link': {
      const bill = row(required(decision.two_b_id, 'two_b_id'));
      const purchase = entry(required(decision.books_id, 'books_id'));
      if (bill.gstin !== purchase.gstin) throw new ValidationError(M.otherSupplier);
      if (bill.kind !== purchase.kind) throw new ValidationError(M.otherKind);
      const current = pairOfRow(bill.id);
      const taken = pairOfBooks(purchase.id);
      if (current && byUser(current.kind) && current.books.id !== purchase.id)
        throw new ConflictError(M.rowTaken(current.books.number));
      if (taken && byUser(taken.kind) && taken.twoB.id !== bill.id)
        throw new ConflictError(M.purchaseTaken(taken.twoB.number));
      const how = current?.books.id === purchase.id ? 'accepted' : 'linked';
      return {
        changes: [{ side: '2b', id: bill.id, change: decisionChanges.link(purchase.id, how) }],
        message: how === 'accepted' ? M.accepted(1) : M.linked(bill.number, purchase.number),
      };
    }
    case 'unlink': {
      const bill = row(required(decision.two_b_id, 'two_b_id'));
      const current = found(pairOfRow(bill.id), new ValidationError(M.notPaired));
      return {
        changes: [{ side: '2b', id: bill.id, change: decisionChanges.unlink(current.books.id) }],
        message: M.unlinked(bill.number, current.books.number),
      };
    }
    case 'pending':
    case 'clear_pending': {
      const [side, document] = decision.two_b_id
        ? (['2b', row(decision.two_b_id)] as const)
        : (['books', entry(required(decision.books_id, 'two_b_id or books_id'))] as const);
      if (decision.action === 'clear_pending')
        return {
          changes: [{ side, id: document.id, change: decisionChanges.clearPending() }],
          message: M.noteRemoved,
        };
      const note = (decision.note ?? '').trim();
      if (!note) throw new ValidationError(M.noteRequired, [{ field: 'note', message: M.noteRequired }]);
      if (note.length > MAX_NOTE_CHARS)
        throw new ValidationError(M.noteTooLong, [{ field: 'note', message: M.noteTooLong }]);
      return {
        changes: [{ side, id: document.id, change: decisionChanges.pending(note) }],
        message: M.pending(document.number),
      };
    }
  }
}

/** Keeps one decision on a month's reconciliation (issue 33) and gives the month as it now stands. */
export async function decideReconciliation(
  companyId: string,
  decision: ReconciliationDecision,
  actorId: string,
): Promise<{ message: string; data: ReconciliationDoc }> {
  const period = returnPeriodOf(decision.financial_year, decision.financial_month, decision.frequency);
  const month = await reconcilePeriod(companyId, period);
  const plan = planOf(month, decision);
  for (let start = 0; start < plan.changes.length; start += DECIDING_AT_ONCE) {
    await Promise.all(
      plan.changes
        .slice(start, start + DECIDING_AT_ONCE)
        .map(({ side, id, change }) => decide(companyId, month.period, { side, id }, change, actorId)),
    );
  }
  const after = await reconcilePeriod(companyId, period);
  return { message: plan.message, data: presentReconciliation(after) };
}
