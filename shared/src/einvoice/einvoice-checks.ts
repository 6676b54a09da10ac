import { stateNameOf } from '../gst/state-codes';
import { formatAmount } from '../money';
import { documentTypeOf, supplyTypeOf, type EInvoiceVoucher } from './einvoice-build';
import { IRP_DOCUMENT_NUMBER, IRP_GSTIN, schemaProblems, type EInvoiceJson } from './einvoice-schema';
import { PIN_CODE, pinInState } from './pin-codes';

/**
 * What stops an e-invoice from leaving (issue 36), said so the user can act on it: which detail of
 * the company, the customer or a line to change. The IRP would refuse each of these with a code;
 * catching them here saves a rejected upload. Every JSON is also checked against NIC's schema.
 */

/** GST rates the IRP accepts (percent). */
export const IRP_GST_RATES = [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40] as const;

/** Rupees the IRP lets a computed figure differ from the one sent by. */
const TOLERANCE = 1;

export interface EInvoiceProblem {
  /** Where to fix it: 'company', 'customer', 'invoice' or 'line <n>'. */
  where: string;
  message: string;
}

export interface EInvoiceCheckOptions {
  /** Today in India (YYYY-MM-DD). */
  today: string;
  /** The day e-invoicing applies from (the company's setting). */
  appliesFrom: string;
  /** Days after its date an invoice may still be reported (30 from ten crore turnover), or none. */
  reportWithinDays?: number;
}

export const EINVOICE_MESSAGES = {
  notEInvoiced: 'Only sales invoices, credit notes and debit notes raising a sale are e-invoiced',
  b2c: (party: string) =>
    `${party} has no GSTIN: e-invoicing is for sales to registered businesses and exports, and a B2C invoice needs no IRN`,
  beforeStart: (from: string) => `E-invoicing applies to invoices dated from ${from}: this one is earlier`,
  tooOld: (days: number) =>
    `This invoice is more than ${days} days old: a business of ten crore or more must report it within ${days} days of its date`,
  future: 'The invoice date is in the future',
  number: (number: string) =>
    `Invoice number ${number} cannot be reported: at most 16 letters, digits, / and -, not starting with 0, / or -`,
  sellerGstin: "Add the company's GSTIN in its details before e-invoicing",
  sellerAddress: "Add the company's address in its details",
  pin: (who: string, pin: string) => `${who} pin code '${pin}' must be 6 digits, not starting with 0`,
  pinState: (who: string, pin: string, state: string) => `${who} pin code ${pin} is not in ${state}`,
  state: (who: string) => `${who} state is not a state of India`,
  buyerGstin: (gstin: string) => `The customer's GSTIN ${gstin} is not a valid GSTIN`,
  buyerAddress: "Add the customer's address",
  placeOfSupply: 'The place of supply is not a state of India',
  ownGstin: "The customer's GSTIN is the company's own: an invoice to yourself is not reported",
  hsnMissing: (line: string) => `${line}: add the HSN or SAC code of its product`,
  hsnShort: (line: string, hsn: string) =>
    `${line}: HSN code ${hsn} has ${hsn.length} digits; from five crore turnover, invoices carry at least 6`,
  rate: (line: string, rate: number) => `${line}: ${rate}% is not a GST rate`,
  lineSum: (line: string) => `${line}: taxable value is not amount less discount`,
  lineTax: (line: string) => `${line}: the tax is not its rate on the taxable value`,
  lineTotal: (line: string) => `${line}: the line total is not taxable value plus tax`,
  intraTax: "The place of supply is in the company's state: the tax must be CGST and SGST, not IGST",
  interTax: "The place of supply is outside the company's state: the tax must be IGST, not CGST and SGST",
  totals: (field: string, expected: number, actual: number) =>
    `The invoice's ${field} is ${formatAmount(actual)} but its lines add up to ${formatAmount(expected)}`,
  itemCount: 'An e-invoice has at most 1,000 lines',
  schema: (problem: string) => `The e-invoice does not match the IRP's schema at ${problem}`,
} as const;

const off = (expected: number, actual: number) => Math.abs(expected - actual) > TOLERANCE;
const lineName = (json: EInvoiceJson['ItemList'][number]) => `Line ${json.SlNo} (${json.PrdDesc ?? ''})`;

/** "The company's" or "The customer's" state and pin code. */
function placeProblems(whose: string, pin: number | null | undefined, stateCode: string): string[] {
  const state = stateNameOf(stateCode);
  if (!state) return [EINVOICE_MESSAGES.state(whose)];
  const pinText = pin ? String(pin) : '';
  if (!PIN_CODE.test(pinText)) return [EINVOICE_MESSAGES.pin(whose, pinText)];
  return pinInState(pinText, stateCode) ? [] : [EINVOICE_MESSAGES.pinState(whose, pinText, state)];
}

function lineProblems(json: EInvoiceJson, interState: boolean): EInvoiceProblem[] {
  const problems: EInvoiceProblem[] = [];
  const add = (where: string, message: string) => problems.push({ where, message });
  for (const item of json.ItemList) {
    const where = `line ${item.SlNo}`;
    const name = lineName(item);
    if (!item.HsnCd) add(where, EINVOICE_MESSAGES.hsnMissing(name));
    else if (item.HsnCd.length < 6) add(where, EINVOICE_MESSAGES.hsnShort(name, item.HsnCd));
    if (!(IRP_GST_RATES as readonly number[]).includes(item.GstRt))
      add(where, EINVOICE_MESSAGES.rate(name, item.GstRt));
    if (off(item.TotAmt - (item.Discount ?? 0), item.AssAmt)) add(where, EINVOICE_MESSAGES.lineSum(name));
    const tax = (item.IgstAmt ?? 0) + (item.CgstAmt ?? 0) + (item.SgstAmt ?? 0);
    if (off((item.AssAmt * item.GstRt) / 100, tax)) add(where, EINVOICE_MESSAGES.lineTax(name));
    if (off(item.AssAmt + tax + (item.OthChrg ?? 0), item.TotItemVal)) add(where, EINVOICE_MESSAGES.lineTotal(name));
    if (interState && ((item.CgstAmt ?? 0) > 0 || (item.SgstAmt ?? 0) > 0)) add(where, EINVOICE_MESSAGES.interTax);
    if (!interState && (item.IgstAmt ?? 0) > 0 && json.TranDtls.IgstOnIntra !== 'Y')
      add(where, EINVOICE_MESSAGES.intraTax);
  }
  return problems;
}

function totalProblems(json: EInvoiceJson): EInvoiceProblem[] {
  const { ValDtls: totals, ItemList: items } = json;
  const sum = (pick: (item: (typeof items)[number]) => number | null | undefined) =>
    Math.round(items.reduce((total, item) => total + (pick(item) ?? 0), 0) * 100) / 100;
  const expected = {
    'taxable value': [sum((item) => item.AssAmt), totals.AssVal],
    CGST: [sum((item) => item.CgstAmt), totals.CgstVal ?? 0],
    SGST: [sum((item) => item.SgstAmt), totals.SgstVal ?? 0],
    IGST: [sum((item) => item.IgstAmt), totals.IgstVal ?? 0],
    total: [
      sum((item) => item.TotItemVal) + (totals.OthChrg ?? 0) - (totals.Discount ?? 0) + (totals.RndOffAmt ?? 0),
      totals.TotInvVal,
    ],
  } as const;
  return Object.entries(expected)
    .filter(([, [want, have]]) => off(want, have))
    .map(([field, [want, have]]) => ({ where: 'invoice', message: EINVOICE_MESSAGES.totals(field, want, have) }));
}

/** What stops this invoice's e-invoice from leaving; empty when it can be reported. */
export function einvoiceProblems(
  voucher: EInvoiceVoucher,
  json: EInvoiceJson,
  options: EInvoiceCheckOptions,
): EInvoiceProblem[] {
  if (!documentTypeOf(voucher)) return [{ where: 'invoice', message: EINVOICE_MESSAGES.notEInvoiced }];
  if (supplyTypeOf(voucher) === 'B2C')
    return [{ where: 'customer', message: EINVOICE_MESSAGES.b2c(voucher.party.name) }];
  const problems: EInvoiceProblem[] = [];
  const add = (where: string, message: string) => problems.push({ where, message });
  const { SellerDtls: seller, BuyerDtls: buyer, DocDtls: doc } = json;

  if (voucher.date < options.appliesFrom) add('invoice', EINVOICE_MESSAGES.beforeStart(options.appliesFrom));
  if (voucher.date > options.today) add('invoice', EINVOICE_MESSAGES.future);
  if (options.reportWithinDays && daysBetween(voucher.date, options.today) > options.reportWithinDays)
    add('invoice', EINVOICE_MESSAGES.tooOld(options.reportWithinDays));
  if (!IRP_DOCUMENT_NUMBER.test(doc.No)) add('invoice', EINVOICE_MESSAGES.number(doc.No));

  if (!IRP_GSTIN.test(seller.Gstin)) add('company', EINVOICE_MESSAGES.sellerGstin);
  if (!seller.Addr1) add('company', EINVOICE_MESSAGES.sellerAddress);
  for (const message of placeProblems("The company's", seller.Pin, seller.Stcd)) add('company', message);

  const abroad = buyer.Gstin === 'URP';
  if (!abroad) {
    if (!IRP_GSTIN.test(buyer.Gstin)) add('customer', EINVOICE_MESSAGES.buyerGstin(buyer.Gstin));
    if (buyer.Gstin === seller.Gstin) add('customer', EINVOICE_MESSAGES.ownGstin);
    if (!buyer.Addr1) add('customer', EINVOICE_MESSAGES.buyerAddress);
    for (const message of placeProblems("The customer's", buyer.Pin, buyer.Stcd)) add('customer', message);
    if (!stateNameOf(buyer.Pos)) add('invoice', EINVOICE_MESSAGES.placeOfSupply);
  }
  if (json.ItemList.length > 1000) add('invoice', EINVOICE_MESSAGES.itemCount);
  problems.push(...lineProblems(json, buyer.Pos !== seller.Stcd), ...totalProblems(json));
  // What the schema refuses that no check above names (a name under 3 letters, an address over 100).
  if (problems.length === 0)
    for (const problem of schemaProblems(json)) add('invoice', EINVOICE_MESSAGES.schema(problem));
  return problems;
}

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
