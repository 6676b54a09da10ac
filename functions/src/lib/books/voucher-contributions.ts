import { bookSide, dayFiguresName, isInvoiceType, sideSign } from '@app/shared/books/voucher-types';
import { financialYearStart } from '@app/shared/financial-year';
import type { Contribution, Key } from '#lib/db/contributions';
import { batchMove } from '#lib/db/batch-chunks';
import { companyDayKey, hsnPeriodKeys, ledgerCode, partyPeriodKeys } from '#lib/db/day-rollups';
import { openDueKey, openInvoiceField, openInvoicesKey, type OpenInvoice } from '#lib/db/open-dues';
import { ledgerDayKey, ledgerLineKey } from '#lib/db/ledger-lines';
import { ledgerKey } from '#lib/db/books';
import { itemDayAttribute, itemPeriodKeys, stockAttribute, stockChunkKey } from '#lib/db/stock-chunks';
import { voucherNumberKey, voucherRowKey } from '#lib/db/vouchers';
import { ConflictError } from '#lib/errors';
import type { HsnShare } from '#lib/presenters/voucher';
import { stockDirection } from './batch-lines';
import { dueOf } from './invoice-due';
import {
  partyAmount,
  stockLines,
  stockQuantityOf,
  type StoredAccountingLine,
  type VoucherRecord,
} from './voucher-record';

const debit = (amount: number) => (amount < 0 ? -amount : 0);
const credit = (amount: number) => (amount > 0 ? amount : 0);

/** A ledger that was deleted while the voucher was being written. */
const ledgerGone = (name: string) => () => new ConflictError(`Ledger '${name}' no longer exists`);

/**
 * Everything a voucher adds to the books besides its own item (DESIGN.md 4): its list row; per
 * ledger line the ledger's balance, its day and its statement row; the company's day; a sales
 * invoice's customer figures; the stock and period figures of each item; the HSN figures; and a
 * purchase's bill number; each ledger's sums over the day, month and year. A cancelled or deleted
 * voucher contributes only its row, marked so, which the lists show when asked.
 */
export function voucherContributions(voucher: VoucherRecord): Contribution[] {
  const row = rowEntry(voucher);
  if (voucher.status !== 'active') return [row];
  return [
    row,
    ...voucher.accounting.flatMap((line) => ledgerContributions(voucher, line)),
    companyDay(voucher),
    ...customerPeriods(voucher),
    ...openDues(voucher),
    ...stockContributions(voucher),
    ...batchContributions(voucher),
    ...hsnPeriods(voucher),
    ...ledgerPeriods(voucher),
    ...(voucher.voucher_type === 'Purchase'
      ? [
          {
            kind: 'entry' as const,
            key: voucherNumberKey(voucher.company_id, 'Purchase', voucher.voucher_number, voucher.party_id),
            item: { entity: 'voucher_number', voucher_id: voucher.voucher_id },
            guard: {
              condition: 'attribute_not_exists(pk) OR voucher_id = :self',
              values: { ':self': voucher.voucher_id },
              failure: () =>
                new ConflictError(
                  `Bill number ${voucher.voucher_number} is already recorded for ${voucher.party.name}`,
                ),
            },
          },
        ]
      : []),
  ];
}

/** The list row: what the directories show and filter on, without the lines. */
function rowEntry(voucher: VoucherRecord): Contribution {
  return {
    kind: 'entry',
    key: voucherRowKey(voucher.company_id, voucher.date, voucher.created_at, voucher.voucher_id),
    item: {
      entity: 'voucher_row',
      voucher_id: voucher.voucher_id,
      date: voucher.date,
      voucher_type: voucher.voucher_type,
      voucher_number: voucher.voucher_number,
      party_id: voucher.party_id,
      party_name: voucher.party.name,
      party_tin: voucher.party.tin,
      /** What the lists' search matches, lower case: party, number, type and GSTIN. */
      search_text: [voucher.party.name, voucher.voucher_number, voucher.voucher_type, voucher.party.tin ?? '']
        .join('\n')
        .toLowerCase(),
      amount: partyAmount(voucher),
      grand_total: voucher.grand_total,
      ...invoiceFigures(voucher),
      hsn: hsnShares(voucher),
      /** What GSTR-1 reports of a sales invoice besides its figures. */
      intra_state: voucher.intra_state,
      place_of_supply: voucher.place_of_supply,
      /** GSTR-3B's 3.1(d) and 4(A)(3) read it (issue 33). */
      ...(voucher.reverse_charge ? { reverse_charge: true } : {}),
      paid_amount: voucher.paid_amount,
      payment_status: voucher.payment_status,
      /** Who posted it: the row menus offer Edit and Delete by role (issue 20). */
      created_by: voucher.created_by,
      /** An invoice's day of falling due (its date when it has no due date) and what is still due on it. */
      ...(isInvoiceType(voucher.voucher_type)
        ? { due_on: voucher.due_date ?? voucher.date, due: voucher.status === 'active' ? dueOf(voucher) : 0 }
        : {}),
      /** A note's invoice (GSTR-1's cdnr/cdnur and the lists show it), and what notes credited an invoice. */
      ...(voucher.against ? { against: voucher.against } : {}),
      ...(voucher.reason ? { reason: voucher.reason } : {}),
      ...(voucher.note_kind ? { note_kind: voucher.note_kind } : {}),
      ...(voucher.returns
        ? {
            credited: voucher.returns.credited,
            ...(voucher.returns.raised ? { raised: voucher.returns.raised } : {}),
            fully_returned: fullyReturned(voucher),
            goods_returned: Object.values(voucher.returns.lines).some((line) => line.quantity > 0),
          }
        : {}),
      status: voucher.status,
      financial_year: financialYearStart(new Date(`${voucher.date}T12:00:00+05:30`)),
      created_at: voucher.created_at,
      updated_at: voucher.updated_at,
    },
  };
}

/** Every quantity of the invoice came back by its notes (the list's 'Returned'). */
const fullyReturned = (voucher: VoucherRecord) =>
  voucher.lines.every((line) => voucher.returns?.lines[String(line.index)]?.quantity === line.quantity);

/**
 * What the summaries show of an invoice: its taxable value, tax, quantity and number of lines. The
 * quantity is the billed one, as are the HSN figures' below: a scheme's free units are not invoiced.
 */
const invoiceFigures = (voucher: VoucherRecord) => ({
  taxable: voucher.taxable,
  tax: voucher.tax,
  quantity: voucher.lines.reduce((total, line) => total + line.quantity, 0),
  items: voucher.lines.length,
});

/**
 * The invoice's lines by HSN code, tax rate and GST class, [hsn, rate, quantity, taxable, tax,
 * unit, class] each: an expanded row of the HSN summary lists the invoices holding its code and
 * rate, and GSTR-3B adds them up by class.
 */
function hsnShares(voucher: VoucherRecord): HsnShare[] {
  const shares = new Map<string, HsnShare>();
  for (const line of voucher.lines) {
    const key = `${line.hsn_code ?? ''}#${line.tax_rate}#${line.supply ?? ''}`;
    const fresh: HsnShare = [line.hsn_code ?? '', line.tax_rate, 0, 0, 0, line.unit];
    if (line.supply) fresh.push(line.supply);
    const share = shares.get(key) ?? fresh;
    share[2] += line.quantity;
    share[3] += line.taxable;
    share[4] += line.tax;
    shares.set(key, share);
  }
  return [...shares.values()];
}

/** What the other side of a line is called on a statement (Tally's 'Particulars'). */
function particulars(voucher: VoucherRecord, line: StoredAccountingLine): string {
  if (line.ledger_id !== voucher.party_id) return voucher.party.name;
  const other = voucher.accounting.find((candidate) => candidate.ledger_id !== voucher.party_id);
  return other?.ledger_name ?? voucher.voucher_type;
}

function ledgerContributions(voucher: VoucherRecord, line: StoredAccountingLine): Contribution[] {
  const { company_id: companyId, date } = voucher;
  const sides = { debit: debit(line.amount), credit: credit(line.amount) };
  return [
    {
      kind: 'add',
      key: ledgerKey(companyId, line.ledger_id),
      values: { balance: line.amount, total_debit: sides.debit, total_credit: sides.credit, voucher_count: 1 },
      guard: {
        condition: 'attribute_exists(pk) AND is_deleted = :notDeleted',
        values: { ':notDeleted': false },
        failure: ledgerGone(line.ledger_name),
      },
    },
    { kind: 'add', key: ledgerDayKey(companyId, line.ledger_id, date), values: { amount: line.amount, ...sides } },
    {
      kind: 'entry',
      key: ledgerLineKey(companyId, line.ledger_id, date, voucher.voucher_id),
      item: {
        entity: 'ledger_line',
        ledger_id: line.ledger_id,
        voucher_id: voucher.voucher_id,
        date,
        voucher_type: voucher.voucher_type,
        voucher_number: voucher.voucher_number,
        ...(voucher.note_kind ? { note_kind: voucher.note_kind } : {}),
        particulars: particulars(voucher, line),
        amount: line.amount,
        grand_total: voucher.grand_total,
        ...invoiceFigures(voucher),
        // Only the party's line shows the voucher's payment status, so that a receipt settling
        // an invoice rewrites one statement row of it, not one per tax ledger.
        ...(line.ledger_id === voucher.party_id
          ? { paid_amount: voucher.paid_amount, payment_status: voucher.payment_status }
          : {}),
        created_at: voucher.created_at,
      },
    },
  ];
}

/** The company's day: per voucher type its count and totals, and the parties' debit and credit. */
function companyDay(voucher: VoucherRecord): Contribution {
  const type = dayFiguresName(voucher);
  const party = partyAmount(voucher);
  return {
    kind: 'add',
    key: companyDayKey(voucher.company_id, voucher.date),
    values: {
      [`${type}_count`]: 1,
      [`${type}_total`]: voucher.grand_total,
      [`${type}_taxable`]: voucher.taxable,
      [`${type}_tax`]: voucher.tax,
      debit: debit(party),
      credit: credit(party),
    },
  };
}

/**
 * A sales invoice's customer on the day, in the month and in the financial year: its count,
 * quantity, taxable value and tax (`p#<party>#n|q|t|x`), which the customer-wise summary and its
 * stat card add up. A credit note takes its figures back and a debit note raising a sale adds to
 * them (neither is an invoice, so neither is counted).
 */
function customerPeriods(voucher: VoucherRecord): Contribution[] {
  const type = voucher.voucher_type;
  if (type === 'Receipt' || type === 'Payment' || bookSide(voucher) !== 'Sales') return [];
  const sign = sideSign(voucher);
  const customer = (field: string) => `p#${voucher.party_id}#${field}`;
  const values = {
    ...(type === 'Sales' ? { [customer('n')]: 1 } : {}),
    [customer('q')]: sign * invoiceFigures(voucher).quantity,
    [customer('t')]: sign * voucher.taxable,
    [customer('x')]: sign * voucher.tax,
  };
  return partyPeriodKeys(voucher.company_id, voucher.party_id, voucher.date).map((key) => ({
    kind: 'add',
    key,
    values,
  }));
}

/**
 * Per product line: the running stock totals, the movement figures of the day, month and financial
 * year, and the day's list of movements. Stock figures are net of notes (design 2.7): a credit
 * note takes back from outwards, a debit note from inwards, so returned goods are valued at the
 * period's average rate.
 */
function stockContributions(voucher: VoucherRecord): Contribution[] {
  const { company_id: companyId, date } = voucher;
  const purchase = bookSide(voucher) === 'Purchase';
  const sign = sideSign(voucher);
  const movements = new Map<string, { key: Key; lines: unknown[] }>();
  const contributions: Contribution[] = [];
  for (const line of stockLines(voucher.lines)) {
    const id = line.product_id;
    const moved = stockQuantityOf(line);
    const quantity = sign * moved;
    const taxable = sign * line.taxable;
    contributions.push({
      kind: 'add',
      key: stockChunkKey(companyId, id),
      values: purchase
        ? { [stockAttribute.purchaseQty(id)]: quantity, [stockAttribute.purchaseValue(id)]: taxable }
        : { [stockAttribute.salesQty(id)]: quantity, [stockAttribute.salesValue(id)]: taxable },
    });
    const periods = itemPeriodKeys(companyId, id, date);
    const values = purchase
      ? { [itemDayAttribute.inwardsQty(id)]: quantity, [itemDayAttribute.inwardsValue(id)]: taxable }
      : { [itemDayAttribute.outwardsQty(id)]: quantity, [itemDayAttribute.outwardsValue(id)]: taxable };
    for (const key of [periods.day, periods.month, periods.year]) contributions.push({ kind: 'add', key, values });
    // A change of price moves value, not goods: it is no movement on the product's timeline.
    if (moved === 0) continue;
    const dayKey = periods.day;
    const day = movements.get(dayKey.sk) ?? { key: dayKey, lines: [] };
    day.lines.push([id, line.index, moved, line.rate, line.taxable, ...(line.batch ? [line.batch.number] : [])]);
    movements.set(dayKey.sk, day);
  }
  for (const { key, lines } of movements.values()) {
    contributions.push({
      kind: 'field',
      key,
      name: itemDayAttribute.movements(voucher.voucher_id),
      value: JSON.stringify({
        type: voucher.voucher_type,
        number: voucher.voucher_number,
        party: voucher.party.name,
        at: voucher.created_at,
        lines,
      }),
    });
  }
  return contributions;
}

/**
 * What is still due on an invoice, by its due date (its date when it has none): the figures (how
 * many, how much, and both by invoice date) and the invoice itself as a field (`i#<id>`: number, date,
 * party, due), so the dashboard, the overdue and open invoices and the receipt form read these
 * (db/open-dues.ts), never the invoices.
 */
function openDues(voucher: VoucherRecord): Contribution[] {
  const type = voucher.voucher_type;
  if (type !== 'Sales' && type !== 'Purchase') return [];
  const due = dueOf(voucher);
  if (due <= 0) return [];
  const dueOn = voucher.due_date ?? voucher.date;
  const invoice: OpenInvoice = [
    voucher.voucher_number,
    voucher.date,
    voucher.party_id,
    voucher.party.name,
    due,
    voucher.created_at,
    partyAmount(voucher),
    voucher.grand_total,
  ];
  return [
    {
      kind: 'add',
      key: openDueKey(voucher.company_id, type, dueOn),
      values: { n: 1, a: due, [`d#${voucher.date}`]: due, [`c#${voucher.date}`]: 1 },
    },
    {
      kind: 'field',
      key: openInvoicesKey(voucher.company_id, type, dueOn),
      name: openInvoiceField(voucher.voucher_id),
      value: JSON.stringify(invoice),
    },
  ];
}

/** Per line of a batch-tracked product: its batch's stock, in or out, never below zero. */
function batchContributions(voucher: VoucherRecord): Contribution[] {
  const direction = stockDirection(voucher);
  return stockLines(voucher.lines).flatMap((line) =>
    line.batch
      ? batchMove(
          voucher.company_id,
          { id: line.product_id, name: line.name },
          line.batch,
          direction * stockQuantityOf(line),
        )
      : [],
  );
}

/**
 * The HSN-wise figures GSTR-1 and the HSN summary read: per side (purchase, sales to registered or
 * unregistered parties), HSN code, tax rate and intra- or inter-state supply, the quantity, taxable
 * value, tax and its CGST, SGST and IGST, and the number of invoices (`#n`, one per invoice); over
 * the day, the month and the financial year. Notes take their figures back from their side, so
 * the HSN table is net of them (GSTR-1's table 12), and count no invoice.
 */
function hsnPeriods(voucher: VoucherRecord): Contribution[] {
  if (voucher.lines.length === 0) return [];
  const type = voucher.voucher_type;
  const side = bookSide(voucher) === 'Purchase' ? 'p' : voucher.party.tin ? 'sb' : 'sc';
  const sign = sideSign(voucher);
  const values: Record<string, number> = {};
  const add = (name: string, amount: number) => (values[name] = (values[name] ?? 0) + amount);
  for (const line of voucher.lines) {
    const key = `${side}#${line.hsn_code ?? ''}#${line.tax_rate}#${voucher.intra_state ? 'i' : 'x'}`;
    if (isInvoiceType(type) && values[`${key}#n`] === undefined) add(`${key}#n`, 1);
    add(`${key}#q`, sign * line.quantity);
    add(`${key}#t`, sign * line.taxable);
    add(`${key}#x`, sign * line.tax);
    add(`${key}#c`, sign * line.cgst);
    add(`${key}#s`, sign * line.sgst);
    add(`${key}#i`, sign * line.igst);
  }
  return hsnPeriodKeys(voucher.company_id, voucher.date).map((key) => ({ kind: 'add', key, values }));
}

/**
 * Each ledger's debits and credits over the day, the month and the financial year, on the period
 * items the HSN figures are kept on (db/day-rollups.ts): what the trial balance, profit and loss and
 * balance sheet add up for any period.
 */
function ledgerPeriods(voucher: VoucherRecord): Contribution[] {
  const values: Record<string, number> = {};
  for (const { ledger_id: id, amount } of voucher.accounting) {
    const name = `l#${ledgerCode(id)}#${amount < 0 ? 'd' : 'c'}`;
    values[name] = (values[name] ?? 0) + Math.abs(amount);
  }
  return hsnPeriodKeys(voucher.company_id, voucher.date).map((key) => ({ kind: 'add', key, values }));
}
