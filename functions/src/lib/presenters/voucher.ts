import type { SupplyClass } from '@app/shared/gst/supply-class';
import type { Voucher, VoucherRow } from '@app/shared/books/voucher-docs';
import type { PaymentStatus } from '@app/shared/books/invoice-maths';
import { ORDER_INDEX, isInvoiceType, typeSlug, type NoteKind, type VoucherType } from '@app/shared/books/voucher-types';
import { paiseToRupees, thousandthsToUnits } from '@app/shared/money';
import { dueOf } from '#lib/books/invoice-due';
import { partyAmount, type NoteAgainst, type SettledInvoice, type VoucherRecord } from '#lib/books/voucher-record';

const percent = (hundredths: number) => hundredths / 100;
const entryId = (voucherId: string, kind: 'a' | 'i', index: number) => `${voucherId}:${kind}${index}`;

/** The voucher as the spec's screens read it, in rupees (DESIGN.md 4: paise end here). */
export function presentVoucher(voucher: VoucherRecord): Voucher {
  const id = voucher.voucher_id;
  const party = partyAmount(voucher);
  return {
    _id: id,
    vouchar_id: id,
    company_id: voucher.company_id,
    created_by: voucher.created_by,
    voucher_type: voucher.voucher_type,
    voucher_type_id: typeSlug(voucher.voucher_type),
    voucher_number: voucher.voucher_number,
    date: voucher.date,
    party_name: voucher.party.name,
    party_name_id: voucher.party_id,
    party_details: voucher.party,
    account_id: voucher.account_id,
    place_of_supply: voucher.place_of_supply,
    intra_state: voucher.intra_state,
    tax_enabled: voucher.tax_enabled,
    reverse_charge: voucher.reverse_charge === true,
    narration: voucher.narration,
    reference_number: voucher.reference_number,
    reference_date: voucher.reference_date,
    mode_of_transport: voucher.mode_of_transport,
    vehicle_number: voucher.vehicle_number,
    payment_mode: voucher.payment_mode,
    due_date: voucher.due_date,
    paid_amount: paiseToRupees(voucher.paid_amount),
    payment_status: voucher.payment_status,
    total: paiseToRupees(voucher.subtotal),
    discount: paiseToRupees(voucher.discount),
    total_amount: paiseToRupees(voucher.taxable),
    cgst: paiseToRupees(voucher.cgst),
    sgst: paiseToRupees(voucher.sgst),
    igst: paiseToRupees(voucher.igst),
    total_tax: paiseToRupees(voucher.tax),
    additional_charge: paiseToRupees(voucher.additional_charge),
    roundoff: paiseToRupees(voucher.round_off),
    grand_total: paiseToRupees(voucher.grand_total),
    amount: paiseToRupees(party),
    is_deemed_positive: party < 0,
    accounting_entries: voucher.accounting.map((line) => ({
      _id: entryId(id, 'a', line.index),
      entry_id: entryId(id, 'a', line.index),
      vouchar_id: id,
      ledger: line.ledger_name,
      ledger_id: line.ledger_id,
      amount: paiseToRupees(line.amount),
      order_index: ORDER_INDEX[voucher.voucher_type],
    })),
    inventory: voucher.lines.map((line) => ({
      _id: entryId(id, 'i', line.index),
      entry_id: entryId(id, 'i', line.index),
      vouchar_id: id,
      item: line.name,
      item_id: line.product_id,
      ...(line.ledger_id ? { ledger_id: line.ledger_id } : {}),
      unit: line.unit,
      hsn_code: line.hsn_code,
      quantity: thousandthsToUnits(line.quantity),
      ...(line.free_quantity ? { free_quantity: thousandthsToUnits(line.free_quantity) } : {}),
      rate: paiseToRupees(line.rate),
      amount: paiseToRupees(line.amount),
      discount_amount: paiseToRupees(line.discount),
      taxable_value: paiseToRupees(line.taxable),
      tax_rate: percent(line.tax_rate),
      cgst: paiseToRupees(line.cgst),
      sgst: paiseToRupees(line.sgst),
      igst: paiseToRupees(line.igst),
      tax_amount: paiseToRupees(line.tax),
      total_amount: paiseToRupees(line.total),
      order_number: line.order_number,
      order_due_date: line.order_due_date,
      order_index: line.index,
      original_line: line.original_line ?? null,
      ...(line.batch
        ? {
            batch_number: line.batch.number,
            batch_expiry: line.batch.expiry,
            batch_mrp: line.batch.mrp === null ? null : paiseToRupees(line.batch.mrp),
          }
        : {}),
    })),
    ...(voucher.against !== undefined
      ? {
          against: voucher.against && {
            vouchar_id: voucher.against.voucher_id,
            voucher_number: voucher.against.voucher_number,
            date: voucher.against.date,
            grand_total: paiseToRupees(voucher.against.grand_total),
          },
          reason: voucher.reason ?? null,
          ...(voucher.note_kind ? { note_kind: voucher.note_kind } : {}),
        }
      : {}),
    ...(voucher.returns
      ? {
          returns: {
            lines: Object.entries(voucher.returns.lines).map(([index, figures]) => ({
              order_index: Number(index),
              quantity: thousandthsToUnits(figures.quantity),
              taxable_value: paiseToRupees(figures.taxable),
              cgst: paiseToRupees(figures.cgst),
              sgst: paiseToRupees(figures.sgst),
              igst: paiseToRupees(figures.igst),
            })),
            credited: paiseToRupees(voucher.returns.credited),
            ...(voucher.returns.raised ? { raised: paiseToRupees(voucher.returns.raised) } : {}),
            notes: voucher.returns.notes.map((note) => ({
              vouchar_id: note.voucher_id,
              voucher_number: note.voucher_number,
              date: note.date,
              grand_total: paiseToRupees(note.grand_total),
              ...(note.voucher_type ? { voucher_type: note.voucher_type } : {}),
              ...(note.note_kind ? { note_kind: note.note_kind } : {}),
            })),
          },
        }
      : {}),
    ...(voucher.settles ? { settles: voucher.settles.map(presentSettlement) } : {}),
    ...(voucher.settlements
      ? {
          settlements: {
            received: paiseToRupees(voucher.settlements.received),
            by: voucher.settlements.by.map(presentSettlement),
          },
        }
      : {}),
    ...(isInvoiceType(voucher.voucher_type) ? { balance_due: paiseToRupees(dueOf(voucher)) } : {}),
    status: voucher.status,
    is_cancelled: voucher.status !== 'active',
    version: voucher.version,
    created_at: voucher.created_at,
    updated_at: voucher.updated_at,
  };
}

const presentSettlement = (settled: SettledInvoice) => ({
  vouchar_id: settled.voucher_id,
  voucher_number: settled.voucher_number,
  date: settled.date,
  amount: paiseToRupees(settled.amount),
});

/**
 * An invoice's lines at one HSN code, tax rate and GST class: [hsn, rate (hundredths of a
 * percent), quantity, taxable, tax, unit, class (absent: taxable)].
 */
export type HsnShare = [
  hsn: string,
  rate: number,
  quantity: number,
  taxable: number,
  tax: number,
  unit: string,
  supply?: SupplyClass,
];

/**
 * A voucher's list row as stored (VROW items), in paise. The invoice figures the summaries and
 * GSTR-1 read (taxable value to place of supply) are absent from rows written before they were kept.
 */
export interface VoucherRowRecord {
  voucher_id: string;
  date: string;
  voucher_type: VoucherType;
  voucher_number: string;
  party_id: string;
  party_name: string;
  party_tin: string | null;
  amount: number;
  grand_total: number;
  paid_amount: number;
  payment_status: PaymentStatus;
  status: VoucherRecord['status'];
  created_at: string;
  /** Absent on rows written before issue 20. */
  created_by?: string;
  updated_at: string;
  taxable?: number;
  tax?: number;
  quantity?: number;
  items?: number;
  hsn?: HsnShare[];
  intra_state?: boolean;
  place_of_supply?: string | null;
  /** A purchase or its debit note under reverse charge (issue 33). */
  reverse_charge?: true;
  /** A note's invoice. */
  against?: NoteAgainst;
  reason?: string;
  /** What a note does (absent on other types and older notes: a return). */
  note_kind?: NoteKind;
  /** What notes credited an invoice (and raised it), and whether they took back every quantity. */
  credited?: number;
  raised?: number;
  /** On an invoice: the day it falls due and what is still due. */
  due_on?: string;
  due?: number;
  fully_returned?: boolean;
  /** Some quantity came back (notes changing a price return none). */
  goods_returned?: boolean;
}

export function presentVoucherRow(row: VoucherRowRecord): VoucherRow {
  return {
    _id: row.voucher_id,
    vouchar_id: row.voucher_id,
    ...(row.created_by ? { created_by: row.created_by } : {}),
    date: row.date,
    voucher_type: row.voucher_type,
    voucher_number: row.voucher_number,
    party_name: row.party_name,
    party_name_id: row.party_id,
    customer: row.party_name,
    party_tin: row.party_tin,
    amount: paiseToRupees(row.amount),
    grand_total: paiseToRupees(row.grand_total),
    paid_amount: paiseToRupees(row.paid_amount),
    payment_status: row.payment_status,
    ...(row.against ? { against_number: row.against.voucher_number } : {}),
    ...(row.credited !== undefined
      ? {
          credited: paiseToRupees(row.credited),
          fully_returned: row.fully_returned === true,
          goods_returned: row.goods_returned ?? row.credited > 0,
        }
      : {}),
    ...(row.raised ? { raised: paiseToRupees(row.raised) } : {}),
    ...(row.due_on !== undefined ? { due_on: row.due_on, balance_due: paiseToRupees(row.due ?? 0) } : {}),
    ...(row.note_kind ? { note_kind: row.note_kind } : {}),
    status: row.status,
    is_cancelled: row.status !== 'active',
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
