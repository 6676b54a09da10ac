import { NOTHING_RETURNED, addReturned } from '@app/shared/books/notes';
import { NOTE_OF, raisesSale, type InvoiceType, type NoteType } from '@app/shared/books/voucher-types';
import { ConflictError, ValidationError } from '#lib/errors';
import { statusOf } from './invoice-due';
import type { InvoiceReturns, VoucherRecord } from './voucher-record';

/** At most this many notes against one invoice (the invoice item holds their list). */
export const MAX_NOTES_PER_INVOICE = 100;

const appliedTo = (note: VoucherRecord | null, original: VoucherRecord) =>
  note?.status === 'active' && note.against?.voucher_id === original.voucher_id ? note : null;

/**
 * The invoice once a note is written (`before` -> `after`, either null when the note is new or
 * withdrawn): what its notes returned per line, what they credited, the notes themselves, and the
 * payment status that follows. With no notes left the invoice is as it was before its first one.
 */
export function applyNote(
  original: VoucherRecord,
  before: VoucherRecord | null,
  after: VoucherRecord | null,
): VoucherRecord {
  const returned = new Map(Object.entries(original.returns?.lines ?? {}));
  const move = (note: VoucherRecord | null, sign: 1 | -1) => {
    // A note raising the price adds to what is left on the line: it counts as taken back negatively.
    const direction = note && raisesSale(note) ? -sign : sign;
    for (const line of note?.lines ?? []) {
      const index = String(line.original_line);
      const next = addReturned(returned.get(index) ?? NOTHING_RETURNED, line, direction as 1 | -1);
      if (next.quantity === 0 && next.taxable === 0) returned.delete(index);
      else returned.set(index, next);
    }
  };
  const old = appliedTo(before, original);
  const current = appliedTo(after, original);
  move(old, -1);
  move(current, 1);
  const notes = (original.returns?.notes ?? []).filter((note) => note.voucher_id !== (old ?? current)?.voucher_id);
  if (current) {
    notes.push({
      voucher_id: current.voucher_id,
      voucher_number: current.voucher_number,
      date: current.date,
      grand_total: current.grand_total,
      voucher_type: current.voucher_type as NoteType,
      note_kind: current.note_kind ?? 'return',
    });
  }
  if (notes.length > MAX_NOTES_PER_INVOICE) {
    throw new ValidationError(`An invoice can have at most ${MAX_NOTES_PER_INVOICE} notes`);
  }
  const sum = (raising: boolean) =>
    notes
      .filter((note) => (note.note_kind === 'increase') === raising)
      .reduce((total, note) => total + note.grand_total, 0);
  const [credited, raised] = [sum(false), sum(true)];
  const returns: InvoiceReturns | null =
    notes.length > 0
      ? { lines: Object.fromEntries(returned), credited, ...(raised > 0 ? { raised } : {}), notes }
      : null;
  const { returns: _dropped, ...rest } = original;
  const updated = { ...rest, ...(returns ? { returns } : {}) };
  return { ...updated, payment_status: statusOf(updated), version: original.version + 1 };
}

/** What an edit may not change on an invoice that has notes: what the notes were computed from. */
const lockedFigures = (voucher: VoucherRecord) =>
  JSON.stringify([
    voucher.party_id,
    voucher.date,
    voucher.place_of_supply,
    voucher.lines.map((line) => [
      line.product_id,
      line.ledger_id ?? null,
      line.quantity,
      line.rate,
      line.discount,
      line.tax_rate,
      line.hsn_code,
    ]),
  ]);

const noteNumbers = (voucher: VoucherRecord) =>
  (voucher.returns?.notes ?? []).map((note) => note.voucher_number).join(', ');

/**
 * An invoice with notes keeps its party, date, place of supply and lines (design 2.6): the notes
 * were computed from them. Its other fields stay editable.
 */
export function refuseLockedEdit(existing: VoucherRecord, next: VoucherRecord) {
  if (!existing.returns?.notes.length || lockedFigures(existing) === lockedFigures(next)) return;
  const message = `This invoice has notes against it (${noteNumbers(existing)}): its party, date, place of supply and items cannot change`;
  throw new ValidationError(message, [{ field: 'items', message }]);
}

/** An invoice with notes is not withdrawn before its notes are (their figures are its). */
export function refuseWithdrawalWithNotes(existing: VoucherRecord) {
  const notes = existing.returns?.notes ?? [];
  if (notes.length === 0) return;
  const types = new Set(notes.map((note) => note.voucher_type ?? NOTE_OF[existing.voucher_type as InvoiceType]));
  const kind = types.size > 1 ? '' : types.has('Credit Note') ? 'credit ' : 'debit ';
  throw new ConflictError(`Cancel its ${kind}notes first: ${noteNumbers(existing)}`);
}
