import type { VoucherPayload } from '@app/shared/books/voucher-input';
import { expiryLabel } from '@app/shared/catalogue/batches';
import { scaledToText } from '@app/shared/decimal';
import type { Paise } from '@app/shared/money';
import type { PlannedInvoice, PlannedNote, PlannedSettlement, PlannedVoucher } from './demo-plan-types';

/** What a planned voucher's names stand for once the books exist. */
export interface DemoIds {
  companyId: string;
  ledger: (name: string) => string;
  product: (name: string) => string;
  /** A voucher the plan entered before this one. */
  voucher: (ref: string) => string;
}

const rupees = (paise: Paise) => scaledToText(paise, 2);

function invoicePayload(invoice: PlannedInvoice, ids: DemoIds): VoucherPayload {
  const purchase = invoice.type === 'Purchase';
  return {
    company_id: ids.companyId,
    voucher_type: invoice.type,
    date: invoice.date,
    party_name_id: ids.ledger(invoice.party),
    due_date: invoice.dueDate,
    ...(invoice.billNumber ? { voucher_number: invoice.billNumber } : {}),
    ...(invoice.vehicle ? { mode_of_transport: 'By Road', vehicle_number: invoice.vehicle } : {}),
    items: invoice.lines.map(({ product, quantity, rate, batch }) => ({
      item_id: ids.product(product),
      quantity,
      rate,
      // A delivery names its batch as the pack prints it; a sale names the batch FEFO gave it.
      ...(batch ? { batch_number: batch.number } : {}),
      ...(batch && purchase ? { batch_expiry: expiryLabel(batch.expiry), batch_mrp: batch.mrp } : {}),
    })),
  };
}

/**
 * A receipt or payment: the party and the cash or bank account with opposite signs (a receipt
 * credits the party), settling its bills; `dueOn` says what is still due on a bill now, which is
 * what 'due' settles, and more than which nothing is settled.
 */
function settlementPayload(settlement: PlannedSettlement, ids: DemoIds, dueOn: (ref: string) => Paise): VoucherPayload {
  const settles = settlement.settles.map(({ ref, amount }) => ({
    ref,
    paise: Math.min(amount === 'due' ? Infinity : amount, dueOn(ref)),
  }));
  const total = settles.reduce((sum, { paise }) => sum + paise, 0);
  const sign = settlement.type === 'Receipt' ? 1 : -1;
  const party = ids.ledger(settlement.party);
  return {
    company_id: ids.companyId,
    voucher_type: settlement.type,
    date: settlement.date,
    party_name_id: party,
    payment_mode: settlement.mode,
    narration: settlement.narration,
    accounting: [
      { ledger_id: party, amount: rupees(sign * total) },
      { ledger_id: ids.ledger(settlement.account), amount: rupees(-sign * total) },
    ],
    settles: settles.map(({ ref, paise }) => ({ voucher_id: ids.voucher(ref), amount: rupees(paise) })),
  };
}

function notePayload(note: PlannedNote, ids: DemoIds): VoucherPayload {
  return {
    company_id: ids.companyId,
    voucher_type: note.type,
    note_kind: note.noteKind,
    date: note.date,
    party_name_id: ids.ledger(note.party),
    original_voucher_id: ids.voucher(note.against),
    reason: note.reason,
    narration: note.narration,
    items: note.lines.map(({ line, quantity, amount }) => ({
      original_line: line,
      ...(quantity !== undefined ? { quantity } : {}),
      ...(amount !== undefined ? { amount: rupees(amount) } : {}),
    })),
  };
}

/** The request body the invoice form, the note form or the receipt panel would send for a planned voucher. */
export function payloadOf(voucher: PlannedVoucher, ids: DemoIds, dueOn: (ref: string) => Paise): VoucherPayload {
  if (voucher.kind === 'invoice') return invoicePayload(voucher, ids);
  if (voucher.kind === 'note') return notePayload(voucher, ids);
  return settlementPayload(voucher, ids, dueOn);
}
