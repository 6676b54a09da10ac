import { PERCENT_PLACES, parseScaled } from '@app/shared/decimal';
import { formatAmount, paiseToRupees, type Paise, type Thousandths } from '@app/shared/money';
import { gstinProblem, normalizeGstin } from '@app/shared/gst/gstin';
import type { TallyNode, TallyObject } from './tally-reader';
import {
  childrenOf,
  dateOf,
  debitPaise,
  expiryOf,
  isYes,
  listOf,
  paiseOf,
  quantityOf,
  rateOf,
  textOf,
} from './tally-nodes';

/**
 * Tally's masters and vouchers as records to import (issue 35), from either way Tally writes them:
 * ERP 9's flat fields (PARTYGSTIN, LEDSTATENAME, ADDRESS.LIST, GSTDETAILS.LIST's HSNCODE) or
 * Prime's nested ones (LEDGSTREGDETAILS.LIST, LEDMAILINGDETAILS.LIST, HSNDETAILS.LIST), the latest
 * entry by APPLICABLEFROM where Tally keeps a history. Amounts are paise, a debit positive;
 * quantities thousandths.
 */

interface Sourced {
  /** The object's place in the file: problems are reported by it. */
  row: number;
  /** Tally's GUID: a second import of the same file finds what the first created by it. */
  guid: string;
  name: string;
}

export interface TallyGroup extends Sourced {
  kind: 'group';
  /** The parent group's name; '' for a primary group. */
  parent: string;
}

export interface TallyLedger extends Sourced {
  kind: 'ledger';
  parent: string;
  /** The opening balance, a debit positive. */
  opening: Paise;
  gstin: string | undefined;
  registrationType: string | undefined;
  state: string | undefined;
  address: string[];
  pincode: string | undefined;
  bank: { name: string | undefined; account: string | undefined; ifsc: string | undefined } | undefined;
}

export interface TallyUnit extends Sourced {
  kind: 'unit';
  formalName: string | undefined;
  decimals: number;
}

export interface TallyBatch {
  name: string;
  expiry: string | undefined;
  quantity: Thousandths;
  /** Its value, positive. */
  value: Paise;
}

export interface TallyStockItem extends Sourced {
  kind: 'stock-item';
  parent: string;
  unit: string;
  hsn: string | undefined;
  /** The GST rate in hundredths of a percent (1200 is 12%); undefined when none is set. */
  gstRate: number | undefined;
  opening: { quantity: Thousandths; value: Paise };
  batches: TallyBatch[];
}

export interface TallyEntry {
  ledger: string;
  /** A debit positive. */
  amount: Paise;
  /**
   * The bills a party's entry is allocated to (Tally's bill-wise details): an invoice makes a New
   * Ref under its number, a receipt or payment settles it Agst Ref. Amounts a debit positive.
   */
  bills: TallyBill[];
}

export interface TallyBill {
  name: string;
  type: 'New Ref' | 'Agst Ref' | 'Advance' | 'On Account';
  amount: Paise;
}

export interface TallyInventoryEntry {
  item: string;
  /** Positive: the quantity billed, moved in or out as the voucher's type says. */
  quantity: Thousandths;
  /** A scheme's free units (Tally's actual quantity less the billed), moved at no cost. */
  free: Thousandths;
  /** The ledgers its value is posted to (a sales or purchase ledger). */
  ledgers: string[];
  rate: Paise;
  amount: Paise;
  batches: TallyBatch[];
}

export interface TallyVoucher extends Sourced {
  kind: 'voucher';
  /** The voucher type as the company names it ('Sales', 'GST Sales'), and the type it is of ('Sales'). */
  type: string;
  number: string;
  date: string;
  party: string | undefined;
  narration: string;
  /** The company's own GSTIN as the voucher carries it (Prime's CMPGSTIN). */
  companyGstin: string | undefined;
  cancelled: boolean;
  optional: boolean;
  entries: TallyEntry[];
  inventory: TallyInventoryEntry[];
}

export type TallyRecord = TallyGroup | TallyLedger | TallyUnit | TallyStockItem | TallyVoucher;
export type TallyKind = TallyRecord['kind'];

/** Something wrong with one object of the file: it is skipped, and the preview lists it. */
export interface TallyProblem {
  row: number;
  kind: TallyKind;
  name: string;
  message: string;
}

const nameOf = (node: TallyNode) => (node.attributes.NAME ?? textOf(node, 'NAME')).trim();
const guidOf = (node: TallyNode) => textOf(node, 'GUID') || (node.attributes.REMOTEID ?? '');

/** The latest of a list Tally keeps by date ('LEDGSTREGDETAILS.LIST' by APPLICABLEFROM). */
function latest(node: TallyNode, list: string): TallyNode | undefined {
  return childrenOf(node, list).reduce<TallyNode | undefined>(
    (chosen, each) => (!chosen || textOf(each, 'APPLICABLEFROM') >= textOf(chosen, 'APPLICABLEFROM') ? each : chosen),
    undefined,
  );
}

const optional = (text: string) => text.trim() || undefined;

function ledgerOf(node: TallyNode, row: number): TallyLedger | TallyProblem {
  const name = nameOf(node);
  const problem = (message: string): TallyProblem => ({ row, kind: 'ledger', name, message });
  if (!name) return problem('A ledger without a name');
  const opening = debitPaise(textOf(node, 'OPENINGBALANCE'));
  if (opening === undefined) return problem(`Opening balance '${textOf(node, 'OPENINGBALANCE')}' is not an amount`);
  const registration = latest(node, 'LEDGSTREGDETAILS.LIST');
  const mailing = latest(node, 'LEDMAILINGDETAILS.LIST');
  const state = optional(textOf(mailing, 'STATE') || textOf(node, 'LEDSTATENAME') || textOf(node, 'STATENAME'));
  const gstinText = textOf(registration, 'GSTIN') || textOf(node, 'PARTYGSTIN');
  const gstin = gstinText ? normalizeGstin(gstinText) : undefined;
  const gstinError = gstin ? gstinProblem(gstin, state) : undefined;
  if (gstinError) return problem(`${gstinError} (${gstin})`);
  const payment = latest(node, 'PAYMENTDETAILS.LIST');
  const bank = {
    name: optional(textOf(payment, 'BANKNAME') || textOf(node, 'BANKINGCONFIGBANK')),
    account: optional(textOf(payment, 'ACCOUNTNUMBER') || textOf(node, 'BANKDETAILS')),
    ifsc: optional(textOf(payment, 'IFSCODE') || textOf(node, 'IFSCODE')),
  };
  return {
    kind: 'ledger',
    row,
    guid: guidOf(node),
    name,
    parent: textOf(node, 'PARENT'),
    opening,
    gstin,
    registrationType: optional(textOf(registration, 'GSTREGISTRATIONTYPE') || textOf(node, 'GSTREGISTRATIONTYPE')),
    state,
    address: mailing ? listOf(mailing, 'ADDRESS.LIST', 'ADDRESS') : listOf(node, 'ADDRESS.LIST', 'ADDRESS'),
    pincode: optional(textOf(mailing, 'PINCODE') || textOf(node, 'PINCODE')),
    bank: bank.name || bank.account || bank.ifsc ? bank : undefined,
  };
}

/** A batch allocation's quantity and value: an opening stock's (OPENINGBALANCE) or a voucher's (ACTUALQTY). */
function batchesOf(node: TallyNode): TallyBatch[] {
  return childrenOf(node, 'BATCHALLOCATIONS.LIST').flatMap((batch) => {
    const name = textOf(batch, 'BATCHNAME');
    const quantity = quantityOf(textOf(batch, 'OPENINGBALANCE') || textOf(batch, 'ACTUALQTY'));
    const value = paiseOf(textOf(batch, 'OPENINGVALUE') || textOf(batch, 'AMOUNT'));
    if (!name || name === 'Primary Batch' || !quantity || value === undefined) return [];
    return [
      {
        name,
        expiry: expiryOf(textOf(batch, 'EXPIRYPERIOD')),
        quantity: Math.abs(quantity.quantity),
        value: Math.abs(value),
      },
    ];
  });
}

/** The integrated-tax rate of a stock item's latest GST details, in hundredths of a percent. */
function gstRateOf(node: TallyNode): number | undefined {
  const details = latest(node, 'GSTDETAILS.LIST');
  const rates = (details ? childrenOf(details, 'STATEWISEDETAILS.LIST') : []).flatMap((state) =>
    childrenOf(state, 'RATEDETAILS.LIST'),
  );
  const integrated = rates.find((rate) => /integrated|igst/i.test(textOf(rate, 'GSTRATEDUTYHEAD')));
  const text = textOf(integrated, 'GSTRATE');
  return text ? parseScaled(text, PERCENT_PLACES) : undefined;
}

function stockItemOf(node: TallyNode, row: number): TallyStockItem | TallyProblem {
  const name = nameOf(node);
  const problem = (message: string): TallyProblem => ({ row, kind: 'stock-item', name, message });
  if (!name) return problem('A stock item without a name');
  const quantity = quantityOf(textOf(node, 'OPENINGBALANCE'));
  const value = paiseOf(textOf(node, 'OPENINGVALUE'));
  if (!quantity) return problem(`Opening quantity '${textOf(node, 'OPENINGBALANCE')}' is not a quantity`);
  if (value === undefined) return problem(`Opening value '${textOf(node, 'OPENINGVALUE')}' is not an amount`);
  const hsn = textOf(latest(node, 'HSNDETAILS.LIST'), 'HSNCODE') || textOf(latest(node, 'GSTDETAILS.LIST'), 'HSNCODE');
  return {
    kind: 'stock-item',
    row,
    guid: guidOf(node),
    name,
    parent: textOf(node, 'PARENT'),
    unit: textOf(node, 'BASEUNITS') || quantity.unit,
    hsn: optional(hsn),
    gstRate: gstRateOf(node),
    // Tally writes a stock's value as a debit, negative: here it is what the stock is worth.
    opening: { quantity: quantity.quantity, value: Math.abs(value) },
    batches: batchesOf(node),
  };
}

function unitOf(node: TallyNode, row: number): TallyUnit | TallyProblem {
  const name = nameOf(node);
  if (!name) return { row, kind: 'unit', name, message: 'A unit without a name' };
  const decimals = Number.parseInt(textOf(node, 'DECIMALPLACES') || '0', 10);
  return {
    kind: 'unit',
    row,
    guid: guidOf(node),
    name,
    formalName: optional(textOf(node, 'ORIGINALNAME')),
    decimals: Number.isFinite(decimals) ? Math.min(Math.max(decimals, 0), 3) : 0,
  };
}

/** A voucher's ledger amounts: its ledger entries, and the ledgers its stock lines are posted to. */
function entriesOf(node: TallyNode): TallyEntry[] | undefined {
  const inventory = [...childrenOf(node, 'ALLINVENTORYENTRIES.LIST'), ...childrenOf(node, 'INVENTORYENTRIES.LIST')];
  const lines = [
    ...childrenOf(node, 'ALLLEDGERENTRIES.LIST'),
    ...childrenOf(node, 'LEDGERENTRIES.LIST'),
    ...inventory.flatMap((line) => childrenOf(line, 'ACCOUNTINGALLOCATIONS.LIST')),
  ];
  const entries = lines.map((line) => ({
    ledger: textOf(line, 'LEDGERNAME'),
    amount: debitPaise(textOf(line, 'AMOUNT')),
    bills: billsOf(line),
  }));
  return entries.every((entry): entry is TallyEntry => entry.amount !== undefined && entry.ledger !== '')
    ? entries
    : undefined;
}

const BILL_TYPES: readonly TallyBill['type'][] = ['New Ref', 'Agst Ref', 'Advance', 'On Account'];

/** An entry's bill-wise allocations that name a bill and an amount; others are left as Tally's. */
function billsOf(line: TallyNode): TallyBill[] {
  return childrenOf(line, 'BILLALLOCATIONS.LIST').flatMap((bill) => {
    const name = textOf(bill, 'NAME').trim();
    const type = BILL_TYPES.find((each) => each.toLowerCase() === textOf(bill, 'BILLTYPE').trim().toLowerCase());
    const amount = debitPaise(textOf(bill, 'AMOUNT'));
    return name && type && amount !== undefined ? [{ name, type, amount }] : [];
  });
}

function inventoryOf(node: TallyNode): TallyInventoryEntry[] | undefined {
  const lines = [...childrenOf(node, 'ALLINVENTORYENTRIES.LIST'), ...childrenOf(node, 'INVENTORYENTRIES.LIST')];
  const read = lines.map((line) => {
    const actual = quantityOf(textOf(line, 'ACTUALQTY') || textOf(line, 'BILLEDQTY'));
    const billed = quantityOf(textOf(line, 'BILLEDQTY') || textOf(line, 'ACTUALQTY'));
    const rate = rateOf(textOf(line, 'RATE'));
    const amount = paiseOf(textOf(line, 'AMOUNT'));
    const item = textOf(line, 'STOCKITEMNAME');
    if (!actual || !billed || rate === undefined || amount === undefined || !item) return undefined;
    const quantity = Math.abs(billed.quantity);
    const free = Math.max(Math.abs(actual.quantity) - quantity, 0);
    const ledgers = childrenOf(line, 'ACCOUNTINGALLOCATIONS.LIST').map((entry) => textOf(entry, 'LEDGERNAME'));
    return { item, quantity, free, rate, amount: Math.abs(amount), batches: batchesOf(line), ledgers };
  });
  return read.every((line) => line !== undefined) ? read : undefined;
}

function voucherOf(node: TallyNode, row: number): TallyVoucher | TallyProblem {
  const number = textOf(node, 'VOUCHERNUMBER');
  const type = textOf(node, 'VOUCHERTYPENAME') || (node.attributes.VCHTYPE ?? '');
  const name = number ? `${type} ${number}` : type;
  const problem = (message: string): TallyProblem => ({ row, kind: 'voucher', name, message });
  const date = dateOf(textOf(node, 'DATE'));
  if (!date) return problem(`Date '${textOf(node, 'DATE')}' is not a date`);
  const entries = entriesOf(node);
  if (!entries) return problem('A ledger entry has no ledger or no amount');
  const inventory = inventoryOf(node);
  if (!inventory) return problem('A stock line has no item, or its quantity, rate or amount is not a figure');
  const cancelled = isYes(textOf(node, 'ISCANCELLED'));
  const debits = entries.reduce((sum, entry) => sum + Math.max(entry.amount, 0), 0);
  const credits = entries.reduce((sum, entry) => sum + Math.max(-entry.amount, 0), 0);
  if (!cancelled && debits !== credits) {
    return problem(
      `Debits ${formatAmount(paiseToRupees(debits))} and credits ${formatAmount(paiseToRupees(credits))} do not agree`,
    );
  }
  return {
    kind: 'voucher',
    row,
    guid: guidOf(node),
    name,
    type,
    number,
    date,
    party: optional(textOf(node, 'PARTYLEDGERNAME')),
    narration: textOf(node, 'NARRATION'),
    companyGstin: optional(textOf(node, 'CMPGSTIN')),
    cancelled,
    optional: isYes(textOf(node, 'ISOPTIONAL')),
    entries,
    inventory,
  };
}

const READERS: Record<string, (node: TallyNode, row: number) => TallyRecord | TallyProblem> = {
  GROUP: (node, row) => {
    const name = nameOf(node);
    return name
      ? { kind: 'group', row, guid: guidOf(node), name, parent: textOf(node, 'PARENT') }
      : { row, kind: 'group', name, message: 'A group without a name' };
  },
  LEDGER: ledgerOf,
  UNIT: unitOf,
  STOCKITEM: stockItemOf,
  VOUCHER: voucherOf,
};

/** The record a master or voucher of the file is, a problem that keeps it out, or undefined for what is not imported (a voucher type, a godown). */
export function tallyRecordOf({ node, row }: TallyObject): TallyRecord | TallyProblem | undefined {
  return READERS[node.name]?.(node, row);
}

export const isProblem = (read: TallyRecord | TallyProblem): read is TallyProblem => 'message' in read;
