import type { ReadNumber, ReadText } from '@app/shared/bills/bill-draft';
import type { ExpenseReading } from './expense-readings';

/** A value read off the bill, with the confidence and place of the field it came from. */
export const readText = (reading: ExpenseReading, value: string): ReadText => ({
  value,
  confidence: reading.confidence,
  region: reading.region,
});

export const readNumber = (reading: ExpenseReading, value: number): ReadNumber => ({
  value,
  confidence: reading.confidence,
  region: reading.region,
});

/** The most confident of several; the first printed wins a tie. */
export function mostConfident<T extends { confidence: number }>(items: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const item of items) if (best === undefined || item.confidence > best.confidence) best = item;
  return best;
}

/** Printed text on one line: noise lines ('-') dropped, runs of spaces and line breaks made one space. */
export const cleanText = (text: string) =>
  text
    .split('\n')
    .filter((line) => /[\p{L}\p{N}]/u.test(line))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
