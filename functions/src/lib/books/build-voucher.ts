import type { FieldError } from '@app/shared/api/envelope';
import { invoiceFigures, invoiceQuantity, lineFigures, type InvoiceFigures } from '@app/shared/books/invoice-maths';
import {
  NOTHING_RETURNED,
  addReturned,
  returnLineFigures,
  returnableOf,
  valueLeftOf,
  valueLineFigures,
  type ReturnedFigures,
} from '@app/shared/books/notes';
import { journalTotals } from '@app/shared/books/journal-lines';
import { VOUCHER_MESSAGES, type VoucherInput } from '@app/shared/books/voucher-input';
import {
  PARTY_SIGN,
  bookSide,
  hasItems,
  isInvoiceType,
  isJournalType,
  isNoteType,
  raisesSale,
  type NoteKind,
  type VoucherKind,
} from '@app/shared/books/voucher-types';
import { financialYearStart } from '@app/shared/financial-year';
import { IMPORT_MESSAGES, isOutsideIndia, isServiceCode } from '@app/shared/gst/imports';
import { supplyClassOf, type SupplyClass } from '@app/shared/gst/supply-class';
import { scaledToText } from '@app/shared/decimal';
import { THOUSANDTHS_PER_UNIT, thousandthsToUnits } from '@app/shared/money';
import { unitOf } from '@app/shared/reference/units';
import { ValidationError } from '#lib/errors';
import { batchLines } from './batch-lines';
import { statusOf } from './invoice-due';
import { settledInvoices } from './settlements';
import type { ExpenseLedgerRef, LedgerRef, PostingContext } from './posting-context';
import type { StoredAccountingLine, StoredInvoiceLine, VoucherRecord } from './voucher-record';

/** How the voucher being written came about: a new one, or an edit of `previous`. */
export interface Origin {
  voucherId: string;
  voucherNumber: string;
  actorId: string;
  now: string;
  /** Today in India (YYYY-MM-DD). */
  today: string;
  previous: VoucherRecord | null;
}

const rupees = (paise: number) => scaledToText(paise, 2);
const MAX_HUNDREDTHS_PERCENT = 100_00;

/**
 * The voucher a request describes, with every figure computed here from its lines (GST.md, spec
 * 001 section 9) and its double entry built from them (DESIGN.md 4). Refuses, with every problem
 * listed, what the books cannot take: unknown items, quantities a unit does not allow, dates
 * outside the rules, and totals that disagree with the lines.
 */
export function buildVoucher(input: VoucherInput, context: PostingContext, origin: Origin): VoucherRecord {
  const problems: FieldError[] = [];
  const problem = (field: string, message: string) => problems.push({ field, message });
  const type = input.voucher_type;
  checkDates(input, origin, problem);

  const intraState = context.intraState;
  const original = context.original;
  if (original && input.date < original.date) problem('date', VOUCHER_MESSAGES.noteDate);
  const noteKind = isNoteType(type) ? (input.note_kind ?? 'return') : undefined;
  const lines: StoredInvoiceLine[] = original
    ? noteLines(input, noteKind ?? 'return', original, origin.previous, intraState, problem)
    : batchLines(
        type,
        input.date,
        (input.items ?? []).flatMap((line, index) => invoiceLine(index, line, context, intraState, problem) ?? []),
        input.items ?? [],
        (productId) => context.batches.get(productId),
        origin.previous,
        intraState,
        problem,
      );
  const additionalCharge = original ? 0 : (input.additional_charge ?? 0);
  // A debit note follows its purchase.
  const reverseCharge = original ? original.reverse_charge === true : input.reverse_charge === true;
  if (type === 'Purchase' && context.taxEnabled && isOutsideIndia(context.placeOfSupply))
    checkImport(lines, reverseCharge, problem);
  let figures: InvoiceFigures;
  if (hasItems(type)) {
    figures = invoiceFigures(lines, additionalCharge, reverseCharge);
    checkTotals(input, figures, problem);
    if (isInvoiceType(type) && (input.paid_amount ?? 0) > figures.grand_total)
      problem('paid_amount', 'Paid amount cannot exceed the grand total');
  } else {
    figures = isJournalType(type)
      ? amountFigures(journalTotals(input.accounting ?? []).debit)
      : transactionFigures(input, context, problem);
  }
  const settles = hasItems(type)
    ? []
    : settledInvoices(input, context.settling, origin.previous, figures.grand_total, problem);
  if (problems.length > 0) throw new ValidationError(problems[0]?.message ?? 'Invalid voucher', problems);

  // A note applied to its invoice is settled by it; a standalone note is an open credit, settled by a
  // refund (a Payment to a customer, a Receipt from a supplier) as in Zoho Books.
  const paid = isInvoiceType(type) ? (input.paid_amount ?? 0) : !isNoteType(type) || original ? figures.grand_total : 0;
  const returns = origin.previous?.returns ?? null;
  const settlements = origin.previous?.settlements ?? null;
  return {
    voucher_id: origin.voucherId,
    company_id: context.companyId,
    voucher_type: type,
    voucher_number: origin.voucherNumber,
    date: input.date,
    party_id: context.party.id,
    party: context.party.details,
    account_id: context.account?.id ?? null,
    place_of_supply: context.placeOfSupply,
    intra_state: intraState,
    tax_enabled: context.taxEnabled,
    ...(reverseCharge ? { reverse_charge: true as const } : {}),
    narration: input.narration ?? null,
    reference_number: input.reference_number ?? null,
    reference_date: input.reference_date ?? null,
    mode_of_transport: input.mode_of_transport ?? null,
    vehicle_number: input.vehicle_number ?? null,
    payment_mode: input.payment_mode ?? (hasItems(type) || isJournalType(type) ? null : 'Cash'),
    due_date: input.due_date ?? null,
    paid_amount: paid,
    payment_status: statusOf({ paid_amount: paid, grand_total: figures.grand_total, returns, settlements }),
    subtotal: figures.subtotal,
    discount: figures.discount,
    taxable: figures.taxable,
    cgst: figures.cgst,
    sgst: figures.sgst,
    igst: figures.igst,
    tax: figures.tax,
    additional_charge: figures.additional_charge,
    round_off: figures.round_off,
    grand_total: figures.grand_total,
    lines,
    accounting: accountingLines(
      { voucher_type: type, note_kind: noteKind },
      figures,
      lines,
      context,
      input,
      reverseCharge,
    ),
    ...(isNoteType(type)
      ? {
          against: original
            ? {
                voucher_id: original.voucher_id,
                voucher_number: original.voucher_number,
                date: original.date,
                grand_total: original.grand_total,
              }
            : null,
          reason: input.reason ?? null,
          note_kind: noteKind,
        }
      : {}),
    ...(returns ? { returns } : {}),
    ...(settlements ? { settlements } : {}),
    ...(settles.length > 0 ? { settles } : {}),
    status: 'active',
    version: (origin.previous?.version ?? 0) + 1,
    created_at: origin.previous?.created_at ?? origin.now,
    created_by: origin.previous?.created_by ?? origin.actorId,
    updated_at: origin.now,
    updated_by: origin.actorId,
  };
}

function checkDates(input: VoucherInput, origin: Origin, problem: (field: string, message: string) => void) {
  if (input.date > origin.today) problem('date', VOUCHER_MESSAGES.dateFuture);
  const unchanged = origin.previous?.date === input.date;
  const yearStart = financialYearStart(new Date(`${origin.today}T12:00:00+05:30`));
  if (hasItems(input.voucher_type) && !unchanged && input.date < yearStart) {
    problem('date', VOUCHER_MESSAGES.dateBeforeYear);
  }
  const dueUnchanged = origin.previous !== null && origin.previous.due_date === (input.due_date ?? null);
  if (input.due_date && !dueUnchanged && input.due_date < origin.today) problem('due_date', VOUCHER_MESSAGES.dueDate);
}

function invoiceLine(
  index: number,
  line: NonNullable<VoucherInput['items']>[number],
  context: PostingContext,
  intraState: boolean,
  problem: (field: string, message: string) => void,
): StoredInvoiceLine | undefined {
  const field = (name: string) => `items.${index}.${name}`;
  const expense = line.ledger_id ? context.expenseLedgers.get(line.ledger_id) : undefined;
  if (expense) return expenseLine(index, line, expense, context, intraState, problem);
  const product = line.item_id ? context.products.get(line.item_id) : undefined;
  if (!product) {
    problem(field('item_id'), `Item not found: ${line.item ?? line.item_id ?? ''}`.trim());
    return undefined;
  }
  const unit = unitOf(product.unit);
  const decimalUnit = unit?.si_representation === 'decimal';
  const quantity = invoiceQuantity(line.quantity ?? 0, decimalUnit);
  if (quantity <= 0) {
    const kind = decimalUnit ? 'decimal number' : 'whole number';
    problem(field('quantity'), `Quantity must be greater than 0 and should be a valid ${kind}`);
  }
  const free = invoiceQuantity(line.free_quantity ?? 0, decimalUnit);
  const taxRate = context.taxEnabled ? (line.tax_rate ?? product.tax_rate ?? 0) : 0;
  return {
    index,
    product_id: product.product_id,
    name: product.stock_item_name,
    unit: product.unit,
    hsn_code: context.taxEnabled ? (line.hsn_code ?? product.hsn_code ?? null) : null,
    quantity,
    ...(free > 0 ? { free_quantity: free } : {}),
    rate: line.rate ?? 0,
    ...checkedFigures(index, line, quantity, taxRate, context, intraState, problem),
    tax_rate: taxRate,
    order_number: line.order_number ?? null,
    order_due_date: line.order_due_date ?? null,
    ...classed(supplyClassOf(product.taxability)),
  };
}

/**
 * A purchase from abroad (shared/gst/imports.ts): a taxed service is under reverse charge, and
 * goods carry no tax on the supplier's bill (their IGST is the bill of entry's, paid at customs).
 */
function checkImport(
  lines: readonly StoredInvoiceLine[],
  reverseCharge: boolean,
  problem: (field: string, message: string) => void,
) {
  const taxed = lines.filter((line) => line.tax !== 0);
  for (const line of taxed)
    if (!isServiceCode(line.hsn_code)) problem(`items.${line.index}.tax_rate`, IMPORT_MESSAGES.goodsCarryNoTax);
  if (!reverseCharge && taxed.some((line) => isServiceCode(line.hsn_code)))
    problem('reverse_charge', IMPORT_MESSAGES.serviceNeedsReverseCharge);
}

/** A line's GST class when it is not plainly taxable (absent otherwise: rows stay small). */
const classed = (supply: SupplyClass | undefined) => (supply ? { supply } : {});

/**
 * A purchase's expense line (issue 32): an amount, with its GST, debited to an expense or
 * fixed-asset ledger instead of a product. It is one unit at its rate unless it names a quantity
 * (two chairs), has no unit of measure and moves no stock; its HSN is the bill's SAC or HSN as sent.
 */
function expenseLine(
  index: number,
  line: InputLine,
  ledger: ExpenseLedgerRef,
  context: PostingContext,
  intraState: boolean,
  problem: (field: string, message: string) => void,
): StoredInvoiceLine {
  const quantity = line.quantity ? invoiceQuantity(line.quantity, true) : THOUSANDTHS_PER_UNIT;
  if (quantity <= 0) problem(`items.${index}.quantity`, 'Quantity must be greater than 0');
  const taxRate = context.taxEnabled ? (line.tax_rate ?? 0) : 0;
  return {
    index,
    product_id: null,
    ledger_id: ledger.ledger_id,
    name: line.item ?? ledger.ledger_name,
    unit: '',
    hsn_code: context.taxEnabled ? (line.hsn_code ?? null) : null,
    quantity,
    rate: line.rate ?? 0,
    ...checkedFigures(index, line, quantity, taxRate, context, intraState, problem),
    tax_rate: taxRate,
    order_number: null,
    order_due_date: null,
    ...classed(supplyClassOf(ledger.gst_treatment)),
  };
}

/** A line's figures from its quantity, rate, discount and tax rate; the ones a client sent must agree. */
function checkedFigures(
  index: number,
  line: InputLine,
  quantity: number,
  taxRate: number,
  context: PostingContext,
  intraState: boolean,
  problem: (field: string, message: string) => void,
) {
  const field = (name: string) => `items.${index}.${name}`;
  if (taxRate > MAX_HUNDREDTHS_PERCENT) problem(field('tax_rate'), 'Tax rate must be between 0 and 100');
  const figures = lineFigures(
    { quantity, rate: line.rate ?? 0, discount: line.discount_amount ?? 0, tax_rate: taxRate },
    intraState,
  );
  if (figures.amount <= 0) problem(field('amount'), VOUCHER_MESSAGES.lineAmount);
  if (figures.taxable < 0) problem(field('discount_amount'), 'Discount cannot exceed the amount');
  const disagree = (name: string, sent: number | undefined, computed: number) => {
    if (sent !== undefined && sent !== computed) {
      problem(field(name), `${name} of item ${index + 1} should be ${rupees(computed)}, not ${rupees(sent)}`);
    }
  };
  disagree('amount', line.amount, figures.amount);
  if (context.taxEnabled) disagree('tax_amount', line.tax_amount, figures.tax);
  disagree('total_amount', line.total_amount, figures.total);
  return figures;
}

/**
 * A note's lines against its invoice: each names an invoice line and takes that line's item, HSN
 * and tax rate. A return names a quantity and takes its share of the value left on the line, up
 * to what earlier notes left (notes.ts); a change of price names the change of taxable value (a
 * lowering at most the value left). An edit of a note counts what it did itself as undone.
 * A return takes back billed units only, at most the billed quantity: a purchase's free units
 * (free_quantity) were charged nothing, so no note returns them; they stay in stock.
 */
function noteLines(
  input: VoucherInput,
  kind: NoteKind,
  original: VoucherRecord,
  previous: VoucherRecord | null,
  intraState: boolean,
  problem: (field: string, message: string) => void,
): StoredInvoiceLine[] {
  const returned = new Map(
    Object.entries(original.returns?.lines ?? {}).map(([index, figures]) => [Number(index), figures]),
  );
  const take = (index: number, line: StoredInvoiceLine, sign: 1 | -1, raising: boolean) =>
    returned.set(index, addReturned(returned.get(index) ?? NOTHING_RETURNED, line, (raising ? -sign : sign) as 1 | -1));
  if (previous?.status === 'active') {
    for (const line of previous.lines) {
      if (line.original_line !== undefined && line.original_line !== null)
        take(line.original_line, line, -1, raisesSale(previous));
    }
  }
  const lines: StoredInvoiceLine[] = [];
  for (const [index, line] of (input.items ?? []).entries()) {
    const field = (name: string) => `items.${index}.${name}`;
    const sold = original.lines[line.original_line ?? -1];
    if (!sold) {
      problem(field('original_line'), VOUCHER_MESSAGES.originalLine);
      continue;
    }
    if (kind === 'return' && sold.product_id === null) {
      problem(field('original_line'), VOUCHER_MESSAGES.expenseReturn);
      continue;
    }
    const before = returned.get(sold.index) ?? NOTHING_RETURNED;
    const figures =
      kind === 'return'
        ? returnFigures(line, sold, before, intraState, field, problem)
        : valueFigures(line, kind, sold, before, intraState, field, problem);
    if (!figures) continue;
    const stored: StoredInvoiceLine = {
      index,
      product_id: sold.product_id,
      ...(sold.ledger_id ? { ledger_id: sold.ledger_id } : {}),
      name: sold.name,
      unit: sold.unit,
      hsn_code: sold.hsn_code,
      quantity: figures.quantity,
      rate: kind === 'return' ? sold.rate : 0,
      ...figures.line,
      tax_rate: sold.tax_rate,
      order_number: null,
      order_due_date: null,
      original_line: sold.index,
      ...(sold.batch && kind === 'return' ? { batch: sold.batch } : {}),
      ...classed(sold.supply),
    };
    take(sold.index, stored, 1, kind === 'increase');
    lines.push(stored);
  }
  return lines;
}

type InputLine = NonNullable<VoucherInput['items']>[number];

/** A return of goods from an invoice line: a quantity up to what is left of it. */
function returnFigures(
  line: InputLine,
  sold: StoredInvoiceLine,
  before: ReturnedFigures,
  intraState: boolean,
  field: (name: string) => string,
  problem: (field: string, message: string) => void,
) {
  const decimalUnit = unitOf(sold.unit)?.si_representation === 'decimal';
  const quantity = invoiceQuantity(line.quantity ?? 0, decimalUnit);
  const left = returnableOf(sold, before);
  if (quantity <= 0) {
    problem(field('quantity'), VOUCHER_MESSAGES.noteQuantity);
    return undefined;
  }
  if (quantity > left) {
    problem(field('quantity'), `Only ${thousandthsToUnits(left)} of ${sold.name} can still be returned`);
    return undefined;
  }
  return { quantity, line: returnLineFigures(sold, before, quantity, intraState) };
}

/** A lower or higher price on an invoice line: the change of its taxable value; no goods move. */
function valueFigures(
  line: InputLine,
  kind: 'value' | 'increase',
  sold: StoredInvoiceLine,
  before: ReturnedFigures,
  intraState: boolean,
  field: (name: string) => string,
  problem: (field: string, message: string) => void,
) {
  const amount = line.amount ?? 0;
  if (amount <= 0) {
    problem(field('amount'), VOUCHER_MESSAGES.noteAmount);
    return undefined;
  }
  const left = valueLeftOf(sold, before);
  if (kind === 'value' && amount > left) {
    problem(field('amount'), `Only ${rupees(left)} of the value of ${sold.name} can still be lowered`);
    return undefined;
  }
  return { quantity: 0, line: valueLineFigures(sold, before, amount, intraState, kind) };
}

/** The totals a client sent must be the ones its lines give (400 otherwise, naming each). */
function checkTotals(input: VoucherInput, figures: InvoiceFigures, problem: (field: string, message: string) => void) {
  const sent: [keyof VoucherInput, number | undefined, number][] = [
    ['total', input.total, figures.subtotal],
    ['discount', input.discount, figures.discount],
    ['total_amount', input.total_amount, figures.taxable],
    ['total_tax', input.total_tax, figures.tax],
    ['roundoff', input.roundoff, figures.round_off],
    ['grand_total', input.grand_total, figures.grand_total],
  ];
  for (const [name, value, computed] of sent) {
    if (value !== undefined && value !== computed) {
      problem(name, `The totals do not match the items: ${name} should be ${rupees(computed)}, not ${rupees(value)}`);
    }
  }
}

/**
 * A receipt's or payment's amount, from its two accounting lines (the party and the cash or bank
 * account, opposite signs) or, without lines, from its grand total.
 */
function transactionFigures(
  input: VoucherInput,
  context: PostingContext,
  problem: (field: string, message: string) => void,
): InvoiceFigures {
  const lines = input.accounting ?? [];
  const sum = lines.reduce((total, line) => total + (line.amount ?? 0), 0);
  if (Math.abs(sum) > 1) problem('accounting', VOUCHER_MESSAGES.unbalanced);
  const partyLine = lines.find((line) => line.ledger_id === context.party.id);
  const amount = partyLine?.amount !== undefined ? Math.abs(partyLine.amount) : (input.grand_total ?? 0);
  if (amount <= 0) problem('grand_total', VOUCHER_MESSAGES.amount);
  if (input.grand_total !== undefined && input.grand_total !== amount && partyLine) {
    problem('grand_total', VOUCHER_MESSAGES.unbalanced);
  }
  return amountFigures(amount);
}

/** A voucher without items: its amount (a receipt's, a journal's debits) is all its figures. */
const amountFigures = (amount: number): InvoiceFigures => ({
  subtotal: amount,
  discount: 0,
  taxable: amount,
  cgst: 0,
  sgst: 0,
  igst: 0,
  tax: 0,
  additional_charge: 0,
  round_off: 0,
  grand_total: amount,
});

/**
 * The taxable value of a purchase's expense lines (or of a note's lines against them), per ledger
 * in the lines' order: each ledger is debited with it instead of Purchase, and with the tax of a
 * line whose credit is blocked (section 17(5): a cost, not input credit). A note names its
 * ledgers by the invoice's accounting lines.
 */
function expenseAmounts(
  lines: readonly StoredInvoiceLine[],
  context: PostingContext,
): (LedgerRef & { amount: number })[] {
  const names = new Map<string, string>([
    ...(context.original?.accounting ?? []).map((line) => [line.ledger_id, line.ledger_name] as const),
    ...[...context.expenseLedgers.values()].map((ledger) => [ledger.ledger_id, ledger.ledger_name] as const),
  ]);
  const amounts = new Map<string, number>();
  for (const line of lines) {
    const cost = line.taxable + (line.supply === 'blocked' ? line.tax : 0);
    if (line.ledger_id) amounts.set(line.ledger_id, (amounts.get(line.ledger_id) ?? 0) + cost);
  }
  return [...amounts].map(([id, amount]) => ({ ledger_id: id, ledger_name: names.get(id) ?? '', amount }));
}

/**
 * The double entry (DESIGN.md 4; spec 7): a sale debits the party with the grand total and
 * credits Sales (taxable value and additional charges), the output taxes and the round-off; a
 * purchase is the reverse with the input taxes, its expense lines debiting their own ledgers (issue
 * 32), and under reverse charge its tax credited to the output tax ledgers as owed to the
 * government (issue 33); a receipt credits the party and debits the cash
 * or bank account, a payment the reverse; a journal's or contra's lines are its own. Zero lines
 * are left out; the lines sum to zero.
 */
function accountingLines(
  kind: VoucherKind,
  figures: InvoiceFigures,
  lines: readonly StoredInvoiceLine[],
  context: PostingContext,
  input: VoucherInput,
  reverseCharge: boolean,
): StoredAccountingLine[] {
  const type = kind.voucher_type;
  // A journal's lines are as sent, each with its ledger's name (issue 32).
  if (isJournalType(type))
    return context.journal.map((ledger, index) => ({
      index,
      ...ledger,
      amount: input.accounting?.[index]?.amount ?? 0,
    }));
  const sign = PARTY_SIGN[type];
  const party = {
    ledger_id: context.party.id,
    ledger_name: context.party.details.name,
    amount: sign * figures.grand_total,
  };
  let others: Omit<StoredAccountingLine, 'index'>[];
  if (hasItems(type)) {
    const ledgers = context.ledgers[bookSide(kind) === 'Sales' ? 'sales' : 'purchase'];
    const expenseLines = lines.filter((line) => line.ledger_id);
    const sum = (of: readonly StoredInvoiceLine[], head: 'taxable' | 'cgst' | 'sgst' | 'igst') =>
      of.reduce((total, line) => total + line[head], 0);
    const blocked = expenseLines.filter((line) => line.supply === 'blocked');
    others = [
      { ...ledgers.main, amount: figures.taxable - sum(expenseLines, 'taxable') + figures.additional_charge },
      ...expenseAmounts(lines, context),
      { ...ledgers.cgst, amount: figures.cgst - sum(blocked, 'cgst') },
      { ...ledgers.sgst, amount: figures.sgst - sum(blocked, 'sgst') },
      { ...ledgers.igst, amount: figures.igst - sum(blocked, 'igst') },
      // Under reverse charge the tax is owed to the government (Output), not the supplier.
      ...(reverseCharge
        ? (['cgst', 'sgst', 'igst'] as const).map((head) => ({
            ...context.ledgers.sales[head],
            amount: -figures[head],
          }))
        : []),
      { ...context.ledgers.roundOff, amount: figures.round_off },
    ].map((line) => ({ ...line, amount: -sign * line.amount }));
  } else {
    const account = context.account ?? { id: '', name: '' };
    others = [{ ledger_id: account.id, ledger_name: account.name, amount: -sign * figures.grand_total }];
  }
  return [party, ...others]
    .filter((line) => line.amount !== 0 || line === party)
    .map((line, index) => ({ index, ...line, amount: line.amount === 0 ? 0 : line.amount }));
}
