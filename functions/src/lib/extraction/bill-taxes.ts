import type { ReadNumber } from '@app/shared/bills/bill-draft';
import { MONEY_PLACES, scaledToNumber } from '@app/shared/decimal';
import type { ExpenseReading } from './expense-readings';
import { parseAmount } from './parse-amount';
import { readNumber } from './read-values';

export type GstComponent = 'cgst' | 'sgst' | 'igst';

/** OCR may lose the space before 'Amt' ('CGSTAmt'). */
const COMPONENT_LABELS: Record<GstComponent, RegExp> = {
  cgst: /(?<![a-z])c\.?\s?gst(?![b-z]|a(?!mt|mount))|central\s+tax/i,
  sgst: /(?<![a-z])(?:s|ut)\.?\s?gst(?![b-z]|a(?!mt|mount))|state\s+tax|union\s+territory\s+tax/i,
  igst: /(?<![a-z])i\.?\s?gst(?![b-z]|a(?!mt|mount))|integrated\s+tax/i,
};
const COMPONENTS = Object.keys(COMPONENT_LABELS) as GstComponent[];
const NOT_A_TAX_FIGURE = /rate|taxable|\bcess\b/i;

/** Which GST a label names; a label naming two ('CGST + SGST') is a plain tax figure. */
export function gstComponentOf(label: string): GstComponent | undefined {
  const named = COMPONENTS.filter((component) => COMPONENT_LABELS[component].test(label));
  return named.length === 1 ? named[0] : undefined;
}

export interface BillTaxes {
  cgst: ReadNumber | null;
  sgst: ReadNumber | null;
  igst: ReadNumber | null;
  tax_total: ReadNumber | null;
}

interface TaxFigure {
  reading: ExpenseReading;
  amount: number;
  component: GstComponent | undefined;
}

function taxFigures(summary: readonly ExpenseReading[]): TaxFigure[] {
  const seen = new Set<string>();
  return summary.flatMap((reading) => {
    const component = gstComponentOf(reading.label);
    const isTax = reading.type === 'TAX' || (reading.type === 'OTHER' && component !== undefined);
    // A cess has no place in the draft: it is left out, and the total check shows the gap.
    const amount = isTax && !NOT_A_TAX_FIGURE.test(reading.label) ? parseAmount(reading.text) : undefined;
    // Textract may report one printed figure twice; the same label and amount count once.
    const key = `${reading.label.toLowerCase()}|${amount ?? ''}`;
    if (amount === undefined || seen.has(key)) return [];
    seen.add(key);
    return [{ reading, amount, component }];
  });
}

/** Figures added up, as sure as the least sure; the place kept only for one. */
function sumOf(figures: readonly (ReadNumber | null)[]): ReadNumber | null {
  const known = figures.filter((figure) => figure !== null);
  if (known.length <= 1) return known[0] ?? null;
  const paise = known.reduce((sum, figure) => sum + Math.round(figure.value * 100), 0);
  const confidence = Math.min(...known.map((figure) => figure.confidence));
  return { value: scaledToNumber(paise, MONEY_PLACES), confidence, region: null };
}

/** Several figures of one kind (CGST @6% and CGST @9%) added up. */
const added = (figures: readonly TaxFigure[]): ReadNumber | null =>
  sumOf(figures.map((figure) => readNumber(figure.reading, figure.amount)));

/** The rate a tax figure's label names ('GST 12%', 'VAT @ 20 %'). */
const rateIn = (label: string) => /(\d+(?:\.\d+)?)\s*%/.exec(label)?.[1];

/** Figures labelled with two or more rates ('GST 5%', 'GST 12%' in a summary by rate): parts of the tax. */
function ratedParts(plain: readonly TaxFigure[]): TaxFigure[] {
  const rated = plain.filter((figure) => rateIn(figure.reading.label) !== undefined);
  return new Set(rated.map((figure) => rateIn(figure.reading.label))).size >= 2 ? rated : [];
}

/** The bill's tax as printed in one figure: the largest plain TAX figure ('Total GST', 'Tax') that is no part. */
function printedTotalOf(plain: readonly TaxFigure[]): ReadNumber | null {
  const parts = ratedParts(plain);
  const wholes = plain.filter((figure) => !parts.includes(figure));
  const largest = [...wholes].sort((a, b) => b.amount - a.amount || b.reading.confidence - a.reading.confidence)[0];
  return largest ? readNumber(largest.reading, largest.amount) : null;
}

/**
 * One GST's figures: those the totals block prints without a rate ('Add IGST'), else its parts by
 * rate added up ('CGST @6%' and 'CGST @9%'). A bill printing both ('IGST 12% ON 3771.53 = 452.58'
 * over 'ADD IGST 452.58') counts its tax once.
 */
function componentTotal(figures: readonly TaxFigure[]): ReadNumber | null {
  const wholes = figures.filter((figure) => rateIn(figure.reading.label) === undefined);
  return added(wholes.length > 0 ? wholes : figures);
}

/** How sure a figure worked out rather than read is shown: the reviewer looks at it. */
const WORKED_OUT = 50;

/**
 * SGST as read, else CGST's on a bill that shows CGST and no IGST: the two are always equal halves
 * of an intra-state supply's GST, and OCR drops one now and then ('Add SGST' read as 'AddSGST Sion').
 */
const sgstOf = (cgst: ReadNumber | null, sgst: ReadNumber | null, igst: ReadNumber | null): ReadNumber | null =>
  sgst ?? (cgst && !igst ? { value: cgst.value, confidence: WORKED_OUT, region: null } : null);

/**
 * CGST and SGST are equal halves of an intra-state supply's GST: when one reads a hundred times the
 * other, OCR dropped its decimal mark ('454.24' read '45424'), and the other's figure is both.
 */
function equalHalves(cgst: ReadNumber | null, sgst: ReadNumber | null): [ReadNumber | null, ReadNumber | null] {
  if (!cgst || !sgst) return [cgst, sgst];
  const [cgstPaise, sgstPaise] = [Math.round(cgst.value * 100), Math.round(sgst.value * 100)];
  if (cgstPaise === 100 * sgstPaise) return [{ value: sgst.value, confidence: WORKED_OUT, region: null }, sgst];
  if (sgstPaise === 100 * cgstPaise) return [cgst, { value: cgst.value, confidence: WORKED_OUT, region: null }];
  return [cgst, sgst];
}

/**
 * CGST, SGST (UTGST counts as SGST; CGST's when only CGST is read) and IGST from TAX fields, or
 * OTHER fields, labelled with their names. The tax total is the one printed (printedTotalOf), else
 * the three added up (the totals block's own figures), else the parts of a summary by rate added up.
 */
export function billTaxes(summary: readonly ExpenseReading[]): BillTaxes {
  const figures = taxFigures(summary);
  const [readCgst = null, readSgst = null, igst = null] = COMPONENTS.map((component) =>
    componentTotal(figures.filter((figure) => figure.component === component)),
  );
  const [cgst, sgst] = equalHalves(readCgst, sgstOf(readCgst, readSgst, igst));
  const plain = figures.filter((figure) => figure.component === undefined);
  const tax_total = printedTotalOf(plain) ?? sumOf([cgst, sgst, igst]) ?? added(ratedParts(plain));
  return { cgst, sgst, igst, tax_total };
}

const BARE_RATE = /^(\d{1,2}(?:[.,]\d{1,3})?)\s*%$/;

/**
 * The tax of a bill that prints its rate but not its amount ('Sales Tax | 3%'): the total less the
 * subtotal, when that is the rate of the subtotal to the paisa (so that no freight or discount
 * between them is taken for tax). Null unless exactly one rate is printed so.
 */
export function taxFromRate(
  summary: readonly ExpenseReading[],
  subtotal: ReadNumber | null,
  grandTotal: ReadNumber | null,
): ReadNumber | null {
  const rates = new Set(
    summary.flatMap((reading) => {
      const rate = reading.type === 'TAX' ? BARE_RATE.exec(reading.text)?.[1] : undefined;
      return rate === undefined ? [] : [Number(rate.replace(',', '.'))];
    }),
  );
  const [rate] = rates;
  if (rates.size !== 1 || rate === undefined || !subtotal || !grandTotal) return null;
  const [base, gross] = [subtotal.value, grandTotal.value].map((value) => Math.round(value * 100));
  if (base === undefined || gross === undefined || Math.abs(Math.round((base * rate) / 100) - (gross - base)) > 1) {
    return null;
  }
  return {
    value: scaledToNumber(gross - base, MONEY_PLACES),
    confidence: Math.min(subtotal.confidence, grandTotal.confidence),
    region: null,
  };
}
