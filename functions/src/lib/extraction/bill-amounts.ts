import type { ReadNumber } from '@app/shared/bills/bill-draft';
import type { ExpenseReading } from './expense-readings';
import { parseAmount } from './parse-amount';
import { mostConfident, readNumber } from './read-values';

const ROUND_OFF = /\bround(?:ed|ing)?\b|\br\.?\s*\/?\s*off\b/i;
const TAXABLE_VALUE = /(?<!non[\s-]?)taxable/i;

function amounts(readings: readonly ExpenseReading[]): ReadNumber[] {
  return readings.flatMap((reading) => {
    const amount = parseAmount(reading.text);
    return amount === undefined ? [] : [readNumber(reading, amount)];
  });
}

/**
 * The amount before tax: the largest SUBTOTAL (a page's running subtotal is smaller than the
 * bill's), else a field labelled 'Taxable Value'.
 */
export function subtotal(summary: readonly ExpenseReading[]): ReadNumber | null {
  const largest = (reads: ReadNumber[]) => reads.sort((a, b) => b.value - a.value || b.confidence - a.confidence)[0];
  return (
    largest(amounts(summary.filter((reading) => reading.type === 'SUBTOTAL'))) ??
    largest(amounts(summary.filter((reading) => reading.type !== 'TAX' && TAXABLE_VALUE.test(reading.label)))) ??
    null
  );
}

/** 'Round Off', 'Rounding', 'R/Off' in any field's label; 'Less: Round off 0.44' is -0.44. */
export function roundOff(summary: readonly ExpenseReading[]): ReadNumber | null {
  const figures = summary
    .filter((reading) => ROUND_OFF.test(reading.label))
    .flatMap((reading) => {
      const amount = parseAmount(reading.text);
      if (amount === undefined) return [];
      return [readNumber(reading, /\bless\b/i.test(reading.label) && amount > 0 ? -amount : amount)];
    });
  return mostConfident(figures) ?? null;
}
