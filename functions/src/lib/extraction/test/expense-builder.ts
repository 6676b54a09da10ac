import type { ExpenseDocument, ExpenseField } from '@aws-sdk/client-textract';
import type { BillDraft, Region } from '@app/shared/bills/bill-draft';
import type { ExpenseResponse } from '../expense-readings';

/** Where a hand-built field sits: a row `top` of the page, at `left`; 20% wide, 2% high. */
export const regionAt = (top: number, left = 0.1, page = 1): Region => ({ page, left, top, width: 0.2, height: 0.02 });

export interface FieldSpec {
  type: string;
  label?: string;
  value: string;
  confidence?: number;
  top?: number;
  left?: number;
  page?: number;
}

/** An ExpenseField as AnalyzeExpense returns it, placed at `regionAt(top, left, page)`. */
export function expenseField({
  type,
  label,
  value,
  confidence = 95,
  top = 0.5,
  left,
  page = 1,
}: FieldSpec): ExpenseField {
  const { left: Left, top: Top, width: Width, height: Height } = regionAt(top, left, page);
  return {
    Type: { Text: type, Confidence: 99 },
    ...(label === undefined ? {} : { LabelDetection: { Text: label, Confidence: 99 } }),
    ValueDetection: { Text: value, Confidence: confidence, Geometry: { BoundingBox: { Left, Top, Width, Height } } },
    PageNumber: page,
  };
}

/** One ExpenseDocument holding `summary` and a table of `lines`. */
export function expenseDocument(summary: FieldSpec[], lines: FieldSpec[][] = [], index = 1): ExpenseDocument {
  return {
    ExpenseIndex: index,
    SummaryFields: summary.map(expenseField),
    LineItemGroups: [
      { LineItemGroupIndex: 1, LineItems: lines.map((line) => ({ LineItemExpenseFields: line.map(expenseField) })) },
    ],
  };
}

export const expenseResponse = (...documents: ExpenseDocument[]): ExpenseResponse => ({
  DocumentMetadata: { Pages: Math.max(1, documents.length) },
  ExpenseDocuments: documents,
});

/** A draft with nothing read: what an empty or unreadable response gives, and a base for others. */
export const blankDraft = (changes: Partial<BillDraft> = {}): BillDraft => ({
  supplier_name: null,
  supplier_gstin: null,
  bill_number: null,
  bill_date: null,
  lines: [],
  subtotal: null,
  cgst: null,
  sgst: null,
  igst: null,
  tax_total: null,
  round_off: null,
  grand_total: null,
  pages: 1,
  ...changes,
});
