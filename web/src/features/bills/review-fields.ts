import type { BillDraft, ReadNumber, ReadText } from '@app/shared/bills/bill-draft';

/** Below this confidence (0-100, Textract's scale) a value read off the bill is marked for checking. */
export const DOUBTFUL_BELOW = 80;

export type LineFieldName =
  | 'description'
  | 'hsn_code'
  | 'quantity'
  | 'unit'
  | 'rate'
  | 'tax_rate'
  | 'amount'
  | 'batch'
  | 'expiry'
  | 'mrp'
  | 'free_quantity'
  | 'discount';

/** A value on the bill the review page can point at: a field of the draft, or of one of its lines. */
export type BillFieldKey =
  | 'supplier'
  | 'bill_number'
  | 'bill_date'
  | 'subtotal'
  | 'tax_total'
  | 'round_off'
  | 'grand_total'
  | `lines.${number}.${LineFieldName}`;

type ReadField = ReadText | ReadNumber;

/** The bill's tax as one figure: printed as such, else CGST + SGST or IGST (the larger part points at it). */
const taxField = (draft: BillDraft): ReadNumber | null => draft.tax_total ?? draft.igst ?? draft.cgst ?? draft.sgst;

/** What was read for a field, with where and how surely; null when the bill did not give it. */
export function readFieldOf(draft: BillDraft, key: BillFieldKey): ReadField | null {
  switch (key) {
    case 'supplier':
      return draft.supplier_name ?? draft.supplier_gstin;
    case 'tax_total':
      return taxField(draft);
    case 'bill_number':
    case 'bill_date':
    case 'subtotal':
    case 'round_off':
    case 'grand_total':
      return draft[key];
  }
  const [, index, name] = key.split('.') as [string, string, LineFieldName];
  return draft.lines[Number(index)]?.[name] ?? null;
}

/** Whether the reader was unsure of this field (a field it did not read at all is not marked). */
export function isDoubtful(draft: BillDraft | null, key: BillFieldKey): boolean {
  const field = draft ? readFieldOf(draft, key) : null;
  return field !== null && field.confidence < DOUBTFUL_BELOW;
}

/** The key of a line's field. */
export const lineKey = (index: number, name: LineFieldName): BillFieldKey => `lines.${index}.${name}`;
