import type { ReadNumber } from '@app/shared/bills/bill-draft';
import { MONEY_PLACES, scaledToNumber } from '@app/shared/decimal';
import type { ExpenseReading } from './expense-readings';
import { parseAmount } from './parse-amount';
import { readNumber } from './read-values';

export type GstComponent = 'cgst' | 'sgst' | 'igst';

const COMPONENT_LABELS: Record<GstComponent, RegExp> = {
  cgst: /(?<![a-z])c\.?\s?gst(?![a-z])|central\s+tax/i,
  sgst: /(?<![a-z])(?:s|ut)\.?\s?gst(?![a-z])|state\s+tax|union\s+territory\s+tax/i,
  igst: /(?<![a-z])i\.?\s?gst(?![a-z])|integrated\s+tax/i,
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

/** Several figures of one kind (CGST @6% and CGST @9%) added up; the place kept only for one. */
function added(figures: readonly TaxFigure[]): ReadNumber | null {
  const [first] = figures;
  if (first === undefined) return null;
  if (figures.length === 1) return readNumber(first.reading, first.amount);
  const paise = figures.reduce((sum, figure) => sum + Math.round(figure.amount * 100), 0);
  const confidence = Math.min(...figures.map((figure) => figure.reading.confidence));
  return { value: scaledToNumber(paise, MONEY_PLACES), confidence, region: null };
}

/** The rate a tax figure's label names ('GST 12%', 'VAT @ 20 %'). */
const rateIn = (label: string) => /(\d+(?:\.\d+)?)\s*%/.exec(label)?.[1];

/**
 * The bill's tax as printed in one figure: the largest plain TAX figure ('Total GST', 'Tax'), but
 * figures labelled with two or more rates ('GST 5%', 'GST 12%' in a summary by rate) are parts,
 * added up.
 */
function printedTotalOf(plain: readonly TaxFigure[]): ReadNumber | null {
  const rated = plain.filter((figure) => rateIn(figure.reading.label) !== undefined);
  const rates = new Set(rated.map((figure) => rateIn(figure.reading.label)));
  const wholes = rates.size >= 2 ? plain.filter((figure) => !rated.includes(figure)) : plain;
  const largest = [...wholes].sort((a, b) => b.amount - a.amount || b.reading.confidence - a.reading.confidence)[0];
  if (largest) return readNumber(largest.reading, largest.amount);
  return rates.size >= 2 ? added(rated) : null;
}

/**
 * CGST, SGST (UTGST counts as SGST) and IGST from TAX fields, or OTHER fields, labelled with their
 * names; the tax total is the one printed (printedTotalOf), else the three added up.
 */
export function billTaxes(summary: readonly ExpenseReading[]): BillTaxes {
  const figures = taxFigures(summary);
  const [cgst, sgst, igst] = COMPONENTS.map((component) =>
    added(figures.filter((figure) => figure.component === component)),
  );
  const tax_total =
    printedTotalOf(figures.filter((figure) => figure.component === undefined)) ??
    added(figures.filter((figure) => figure.component !== undefined));
  return { cgst: cgst ?? null, sgst: sgst ?? null, igst: igst ?? null, tax_total };
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
