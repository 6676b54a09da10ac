import type { ExpenseReading } from './expense-readings';

/** What each column of a line holds, when Textract typed it as OTHER and only its label says. */
const LABELS = {
  description: /^(?!.*(code|#|\bno\b)).*(description|particulars|item|product|goods|services)/i,
  // 'Qty+Free' is the quantity (both in one cell: '10+2'); 'Free Qty' and 'Fr.Qty' are the free.
  quantity: /^(?!\W*(free|fr\b|fr\.|sch)).*\b(qty|quantity)\b/i,
  unit: /^\W*(uom|unit|units)\W*$/i,
  rate: /^(?!.*(m\.?r\.?p|gst|tax|%)).*\b(rate|price|ptr|pts)\b/i,
  amount: /^(?!.*(tax|gst|disc|rate)).*\b(amount|amt|value|total|net)\b/i,
  hsn: /\b(hsn|sac)\b/i,
  taxRate: /^(?=.*(gst|tax|igst)).*(%|\brate\b)/i,
  // A pharmacy distributor's columns (issue 34).
  batch: /^\W*(batch|b\.?\s*no\b|lot\b)/i,
  expiry: /^\W*(exp\b|exp\.|expiry|expy)/i,
  mrp: /^\W*m\.?\s?r\.?\s?p\b/i,
  free: /^\W*(free|fr\b|fr\.|f\.?\s*qty|sch\b|sch\.|scheme|bonus)/i,
  discount: /^\W*(disc?\b|disc?\.|discount|rebate)/i,
};
export type LineColumn = keyof typeof LABELS;

/** The fields a line typed as one of `types`, in the order of `types`, empty values left out. */
export function typed(fields: readonly ExpenseReading[], ...types: string[]): ExpenseReading[] {
  return types.flatMap((type) => fields.filter((field) => field.type === type && field.text !== ''));
}

/** Whether a field's label names `column` ('HSN/SAC' names hsn). */
export const labelNames = (field: ExpenseReading, column: LineColumn) => LABELS[column].test(field.label);

/** The OTHER fields whose label names `column`. */
export function labelled(fields: readonly ExpenseReading[], column: LineColumn): ExpenseReading[] {
  return fields.filter((field) => field.type === 'OTHER' && field.text !== '' && labelNames(field, column));
}

/** The first of `readings` that `parse` can read, with what it read. */
export function firstParsed<T>(
  readings: readonly ExpenseReading[],
  parse: (text: string) => T | undefined,
): { reading: ExpenseReading; value: T } | undefined {
  for (const reading of readings) {
    const value = parse(reading.text);
    if (value !== undefined) return { reading, value };
  }
  return undefined;
}
