import { rupeesText, unitsText } from '@app/shared/money';
import { VOUCHER_MESSAGES } from '@app/shared/books/voucher-input';
import { ACCOUNT_GROUPS, type VoucherType } from '@app/shared/books/voucher-types';
import { toDisplayDate } from '@app/shared/financial-year';
import { divideRounded } from '@app/shared/decimal';
import { nameKey } from '#lib/db/name-guards';
import type { TallyInventoryEntry, TallyVoucher } from './tally-records';

/**
 * How a Tally voucher comes into Hisaab's books (issue 35). Tally posts whatever ledgers the
 * voucher names; Hisaab builds an invoice's entries from its lines. So each voucher gets a plan:
 * - an invoice (sales, purchase, credit or debit note with stock lines) is built from its lines by
 *   Hisaab's engine, posting to the ledgers Tally's voucher used ('Sales 12%', 'CGST'); it is
 *   taken as an invoice only if the entries built are Tally's to the paisa (`entries`);
 * - otherwise, and for every voucher without stock lines, its ledger entries are booked as Tally
 *   has them: a receipt or payment when they are a party and one cash or bank ledger, a contra
 *   when all are cash or bank, else a journal (`journal`). The trial balance is the file's either
 *   way; an invoice booked as a journal moves no stock and is not in the GST returns, and the
 *   import says so for each one.
 * Orders, delivery notes, memoranda and stock journals do not post to the books: they stay out
 * (leftOutReason), as do cancelled and optional vouchers and those dated outside these books.
 */

export interface BooksLedger {
  id: string;
  name: string;
  /** The name of the group it is filed under. */
  group: string;
}

export interface BooksProduct {
  id: string;
  batchTracked: boolean;
}

/** The company's ledgers and products by name key, once the file's masters are in; its ledgers by id too. */
export interface BooksNames {
  ledgers: ReadonlyMap<string, BooksLedger>;
  ledgersById: ReadonlyMap<string, BooksLedger>;
  products: ReadonlyMap<string, BooksProduct>;
  /** The invoices of the file by the bills they make (billKey): their voucher ids in the books. */
  bills: ReadonlyMap<string, string>;
}

/** A party's bill as Tally names it ('SI/24-25/001' of Sai Medical), for matching a receipt to its invoice. */
export const billKey = (partyId: string, billName: string) => `${partyId}|${nameKey(billName)}`;

/**
 * The invoices a receipt or payment settles, as its party's bill allocations name them (Agst Ref):
 * those the file's invoices made, each for the amount allocated.
 */
function settledBills(voucher: TallyVoucher, party: BooksLedger, names: BooksNames) {
  const allocated = new Map<string, number>();
  for (const entry of voucher.entries) {
    if (nameKey(entry.ledger) !== nameKey(party.name)) continue;
    for (const bill of entry.bills) {
      const invoiceId = bill.type === 'Agst Ref' ? names.bills.get(billKey(party.id, bill.name)) : undefined;
      if (invoiceId) allocated.set(invoiceId, (allocated.get(invoiceId) ?? 0) + Math.abs(bill.amount));
    }
  }
  return [...allocated].map(([voucherId, amount]) => ({ voucher_id: voucherId, amount: rupeesText(amount) }));
}

/** The ledgers an invoice posts to in place of Hisaab's defaults, by what they carry. */
export interface InvoiceLedgers {
  main?: BooksLedger;
  cgst?: BooksLedger;
  sgst?: BooksLedger;
  igst?: BooksLedger;
  roundOff?: BooksLedger;
}

export interface InvoicePlan {
  /** The voucher payload, as the invoice form sends it. */
  input: Record<string, unknown>;
  ledgers: InvoiceLedgers;
  /** Tally's entries, net per ledger id, Hisaab's sign (negative is a debit). */
  entries: ReadonlyMap<string, number>;
}

export interface VoucherPlan {
  type: VoucherType;
  invoice: InvoicePlan | undefined;
  /** Tally's entries as a voucher of their own; absent when it has none to post. */
  journal: Record<string, unknown> | undefined;
}

/** Tally's voucher types that post to the books, longest first: 'Credit Note' before 'Note'. */
const BOOK_TYPES: readonly VoucherType[] = [
  'Credit Note',
  'Debit Note',
  'Purchase',
  'Receipt',
  'Payment',
  'Journal',
  'Contra',
  'Sales',
];
const NOT_BOOKS = /order|delivery note|receipt note|rejection|memorandum|stock journal|physical stock|quotation/i;

/** The type a Tally voucher type is of ('GST Sales' is Sales), or undefined when it posts nothing. */
export function bookTypeOf(tallyType: string): VoucherType | undefined {
  if (NOT_BOOKS.test(tallyType)) return undefined;
  return BOOK_TYPES.find((type) => tallyType.toLowerCase().includes(type.toLowerCase()));
}

const isCashOrBank = (ledger: BooksLedger) => (ACCOUNT_GROUPS as readonly string[]).includes(ledger.group);

/** Tally's entries net per ledger, Hisaab's sign, or the name of a ledger the books do not have. */
function netEntries(voucher: TallyVoucher, names: BooksNames): Map<string, number> | string {
  const net = new Map<string, number>();
  for (const entry of voucher.entries) {
    const ledger = names.ledgers.get(nameKey(entry.ledger));
    if (!ledger) return entry.ledger;
    net.set(ledger.id, (net.get(ledger.id) ?? 0) - entry.amount);
  }
  for (const [id, amount] of net) if (amount === 0) net.delete(id);
  return net;
}

const accountingLines = (net: ReadonlyMap<string, number>) =>
  [...net].map(([ledgerId, amount]) => ({ ledger_id: ledgerId, amount: rupeesText(amount) }));

/** Tally's entries as they are: a receipt or payment, a contra or a journal. */
function entriesVoucher(
  companyId: string,
  voucher: TallyVoucher,
  type: VoucherType,
  net: ReadonlyMap<string, number>,
  names: BooksNames,
): Record<string, unknown> {
  const ledgers = [...net.keys()].flatMap((id) => names.ledgersById.get(id) ?? []);
  const accounts = ledgers.filter(isCashOrBank);
  const base = { company_id: companyId, date: voucher.date, narration: voucher.narration || undefined };
  if ((type === 'Receipt' || type === 'Payment') && ledgers.length === 2 && accounts.length === 1) {
    const party = ledgers.find((ledger) => !isCashOrBank(ledger));
    // A receipt credits its party (positive here), a payment debits it.
    const partyAmount = party ? (net.get(party.id) ?? 0) : 0;
    const received = partyAmount > 0 ? 'Receipt' : 'Payment';
    const settles = party ? settledBills(voucher, party, names) : [];
    if (party)
      return {
        ...base,
        voucher_type: received,
        party_name_id: party.id,
        grand_total: rupeesText(Math.abs(partyAmount)),
        accounting: accountingLines(net),
        ...(settles.length > 0 ? { settles } : {}),
      };
  }
  const contra = ledgers.length > 0 && accounts.length === ledgers.length;
  return { ...base, voucher_type: contra ? 'Contra' : 'Journal', accounting: accountingLines(net) };
}

/** A tax ledger's head by its name, as Tally companies name them ('CGST', 'Output IGST 18%'). */
function taxHead(ledger: BooksLedger): 'cgst' | 'sgst' | 'igst' | undefined {
  const name = ledger.name.toUpperCase();
  if (/IGST|INTEGRATED/.test(name)) return 'igst';
  if (/CGST|CENTRAL/.test(name)) return 'cgst';
  if (/SGST|UTGST|STATE TAX/.test(name)) return 'sgst';
  return undefined;
}

/** The lines of a stock line: one per batch of a batch-tracked product, at the line's rate. */
function invoiceLines(line: TallyInventoryEntry, product: BooksProduct) {
  const gross = Number(divideRounded(BigInt(line.quantity) * BigInt(line.rate), 1000n));
  const discount = gross - line.amount;
  const base = {
    item_id: product.id,
    rate: rupeesText(line.rate),
    ...(discount > 0 ? { discount_amount: rupeesText(discount) } : {}),
  };
  const batches = product.batchTracked ? line.batches : [];
  if (batches.length <= 1)
    return [
      {
        ...base,
        quantity: unitsText(line.quantity),
        ...(line.free > 0 ? { free_quantity: unitsText(line.free) } : {}),
        ...(batches[0] ? { batch_number: batches[0].name, batch_expiry: batches[0].expiry } : {}),
      },
    ];
  // Several batches on one line: each its own line. A discount or free units across them cannot be
  // split as Tally did; such a voucher's entries will not match, and it is booked as they are.
  return batches.map((batch) => ({
    ...base,
    quantity: unitsText(batch.quantity),
    batch_number: batch.name,
    batch_expiry: batch.expiry,
  }));
}

function invoicePlan(
  companyId: string,
  voucher: TallyVoucher,
  type: VoucherType,
  net: ReadonlyMap<string, number>,
  names: BooksNames,
): InvoicePlan | undefined {
  const party = voucher.party ? names.ledgers.get(nameKey(voucher.party)) : undefined;
  if (!party || voucher.inventory.length === 0) return undefined;
  const items = [];
  for (const line of voucher.inventory) {
    const product = names.products.get(nameKey(line.item));
    if (!product) return undefined;
    items.push(...invoiceLines(line, product));
  }
  const ledgers: InvoiceLedgers = {};
  const mains = new Set(
    voucher.inventory.flatMap((line) => line.ledgers.map((name) => names.ledgers.get(nameKey(name))?.id ?? '')),
  );
  if (mains.size === 1) ledgers.main = names.ledgersById.get([...mains][0] ?? '');
  for (const [id, amount] of net) {
    const ledger = names.ledgersById.get(id);
    if (!ledger || id === party.id || mains.has(id)) continue;
    const head = taxHead(ledger);
    if (head) ledgers[head] = ledger;
    // Whatever is left within a rupee is the rounding off.
    else if (Math.abs(amount) < 100) ledgers.roundOff = ledger;
  }
  return {
    input: {
      company_id: companyId,
      voucher_type: type,
      date: voucher.date,
      party_name_id: party.id,
      narration: voucher.narration || undefined,
      voucher_number: voucher.number || undefined,
      items,
    },
    ledgers,
    entries: net,
  };
}

/** The days a company's books take vouchers on: from their beginning to today. */
export interface BooksDays {
  begin: string;
  today: string;
}

/**
 * Why a voucher of the file stays out of the books, which the preview says before the import: not
 * in Tally's books (cancelled, optional, an order), or dated where these books take none.
 */
export function leftOutReason(voucher: TallyVoucher, days: BooksDays): string | undefined {
  if (voucher.cancelled) return 'Cancelled in Tally: left out';
  if (voucher.optional) return 'Optional in Tally: left out';
  if (!bookTypeOf(voucher.type)) return `A ${voucher.type} voucher does not post to the books: left out`;
  if (voucher.date > days.today) return VOUCHER_MESSAGES.dateFuture;
  if (voucher.date < days.begin) return `Dated before the books begin (${toDisplayDate(days.begin)})`;
  return undefined;
}

/** What to post for a Tally voucher that posts to the books, or why it cannot come in. */
export function planVoucher(companyId: string, voucher: TallyVoucher, names: BooksNames): VoucherPlan | string {
  const type = bookTypeOf(voucher.type);
  if (!type) return `A ${voucher.type} voucher does not post to the books`;
  const net = netEntries(voucher, names);
  if (typeof net === 'string') return `Ledger '${net}' is not in the file or the books`;
  const hasStock = type === 'Sales' || type === 'Purchase' || type === 'Credit Note' || type === 'Debit Note';
  const invoice = hasStock ? invoicePlan(companyId, voucher, type, net, names) : undefined;
  const journal = net.size >= 2 ? entriesVoucher(companyId, voucher, type, net, names) : undefined;
  return { type, invoice, journal };
}
