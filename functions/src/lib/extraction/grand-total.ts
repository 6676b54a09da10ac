import type { ReadNumber } from '@app/shared/bills/bill-draft';
import type { ExpenseReading } from './expense-readings';
import { parseAmount } from './parse-amount';
import { readNumber } from './read-values';

/**
 * Labels of figures typed TOTAL that are not the bill's total ('Total incl. GST' is), in the
 * languages bills come in (issue 34): a tax ('Total IVA', 'MwSt'), a count, a figure before tax
 * ('Total HT', 'Zwischensumme', 'Totale imponibile', 'Base imponible').
 */
const TAX_FIGURE = /^\W*(total[e]?\s+)?(tax|gst|[csi]gst|utgst|vat|cess|tva|iva|mwst|ust|btw|steuer|imposta)\b/i;
const OTHER_FIGURE =
  /qty|quantity|\bitems?\b|discount|saving|sub\s*-?\s*total|taxable|round|\btip\b|\bchange\b|\bht\b|hors\s*taxes?|netto|sous\s*-?\s*total|zwischensumme|imponib|\bexcl/i;
/** A figure said to include the tax ('Total incl. VAT', 'Netto inkl. MWST') is the bill's total. */
const INCLUDES_TAX = /\b(?:inkl|incl)\.?(?:usive|uding|usief)?\s*(?:mwst|vat|tax|gst|ust|tva|btw|iva)\b/i;
const isNotATotal = (label: string) =>
  !INCLUDES_TAX.test(label) && (TAX_FIGURE.test(label) || OTHER_FIGURE.test(label));
const GRAND =
  /grand|net\s*(payable|amount|total|value)|invoice\s*(total|amount|value)|bill\s*(total|amount)|payable|total\s*(amount|value)|total\s*(invoice|bill)|\bttc\b|[àa]\s*payer|a\s*pagar|gesamt|rechnungsbetrag|endbetrag|zu\s*zahlen|te\s*betalen|totaalbedrag|importe\s*total|totale\s*(documento|fattura|da\s*pagare)|l[íi]quido/i;
const PLAIN_TOTAL = /^\W*total\W*$/i;
const DUE = /due|owe/i;
const AFTER_PAYMENT = /paid|balance|tend|refund/i;

/**
 * How surely a label names what the bill charges: 'Grand Total', 'Net Payable' (4) over a bare
 * 'Total' (3), over 'Amount Due' (2: after advances it can be less than the bill), over unclear
 * labels such as 'Charges' (1), over 'Total Paid' or 'Balance' (0, left after a payment).
 */
function labelRank(reading: ExpenseReading): number {
  const label = reading.label;
  if (GRAND.test(label) || INCLUDES_TAX.test(label)) return 4;
  if (PLAIN_TOTAL.test(label)) return 3;
  if (DUE.test(label) || reading.type === 'AMOUNT_DUE') return 2;
  if (AFTER_PAYMENT.test(label)) return 0;
  return 1;
}

/**
 * The bill's grand total among its TOTAL (and AMOUNT_DUE) fields, which can be several: the best
 * labelled wins; among equally labelled ones the largest (a 'Total' before tax is smaller than the
 * one after), then the most confident.
 */
export function grandTotal(summary: readonly ExpenseReading[]): ReadNumber | null {
  const candidates = summary
    .filter((reading) => ['TOTAL', 'AMOUNT_DUE'].includes(reading.type) && !isNotATotal(reading.label))
    .flatMap((reading) => {
      const amount = parseAmount(reading.text);
      return amount === undefined ? [] : [{ read: readNumber(reading, amount), rank: labelRank(reading) }];
    })
    .sort((a, b) => b.rank - a.rank || b.read.value - a.read.value || b.read.confidence - a.read.confidence);
  return candidates[0]?.read ?? null;
}
